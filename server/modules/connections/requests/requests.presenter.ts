import type { HelpCategory, HelpRequest, RequestStatus, Urgency } from '../../../../common/schemas/connections';
import { showDisplayName } from '../../../../common/names';
import type { RequestRow } from './requests.queries';

/**
 * A request, field by field. The helper and the conversation are shown only to the two participants (`viewerId`
 * is the requester or the helper); everyone else sees the request and its requester's card.
 */
export function presentRequest(r: RequestRow, viewerId: number): HelpRequest {
  const participant = viewerId === r.requesterId || (r.helperId !== null && viewerId === r.helperId);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category as HelpCategory,
    urgency: r.urgency as Urgency,
    status: r.status as RequestStatus,
    requesterId: r.requesterId,
    requester: { id: r.requesterId, displayName: showDisplayName(r.requesterName), avatar: r.requesterAvatar },
    helperId: participant ? r.helperId : null,
    helper:
      participant && r.helperId !== null && r.helperName !== null
        ? { id: r.helperId, displayName: showDisplayName(r.helperName), avatar: r.helperAvatar }
        : null,
    conversationId: participant ? r.conversationId : null,
    matchedAt: r.matchedAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A page of requests: the cursor is the last id when there may be more. */
export function presentRequestPage(rows: RequestRow[], limit: number, viewerId: number) {
  const items = rows.slice(0, limit);
  return {
    items: items.map((r) => presentRequest(r, viewerId)),
    nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null,
  };
}
