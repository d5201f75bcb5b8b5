import { showDisplayName } from '../../../../common/names';
import {
  DELETED_MEMBER_NAME,
  type ConversationStatus,
  type HelpCategory,
  type RequestStatus,
  type Urgency,
} from '../../../../common/schemas/connections';
import type {
  AdminConversation,
  AdminMessage,
  AdminRequest,
  AdminReview,
} from '../../../../common/schemas/connections-admin';
import type { AdminConversationRow, AdminMessageRow, AdminRequestRow, AdminReviewRow } from './admin.lists.queries';

const TEAM_NAME = 'KindRipple team';
/** A member's name as every other answer shows it (decision 029), or the deleted member's. */
const nameOr = (name: string | null) => (name === null ? DELETED_MEMBER_NAME : showDisplayName(name));

export function presentAdminConversation(c: AdminConversationRow): AdminConversation {
  return {
    id: c.id,
    requestId: c.requestId,
    requestTitle: c.requestTitle,
    requesterId: c.requesterId,
    requesterName: nameOr(c.requesterName),
    participantId: c.participantId,
    participantName: nameOr(c.participantName),
    status: c.status as ConversationStatus,
    closedReason: c.closedReason,
    messageCount: c.messageCount,
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    deletedAt: c.deletedAt?.toISOString() ?? null,
  };
}

export function presentAdminMessage(m: AdminMessageRow): AdminMessage {
  return {
    id: m.id,
    senderId: m.senderId,
    senderName: m.isAdmin ? `${TEAM_NAME} (${nameOr(m.senderName)})` : nameOr(m.senderName),
    content: m.content,
    isAdmin: m.isAdmin,
    crisisFlag: m.crisisFlag,
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentAdminRequest(r: AdminRequestRow): AdminRequest {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category as HelpCategory,
    urgency: r.urgency as Urgency,
    status: r.status as RequestStatus,
    requesterId: r.requesterId,
    requesterName: nameOr(r.requesterName),
    helperId: r.helperId,
    helperName: r.helperId === null ? null : nameOr(r.helperName),
    conversationId: r.conversationId,
    createdAt: r.createdAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

export function presentAdminReview(r: AdminReviewRow): AdminReview {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reviewerId: r.reviewerId,
    reviewerName: nameOr(r.reviewerName),
    revieweeId: r.revieweeId,
    revieweeName: nameOr(r.revieweeName),
    conversationId: r.conversationId,
    createdAt: r.createdAt.toISOString(),
  };
}
