import type { QueryClient } from '@tanstack/react-query';
import { connectionEvent } from '@common/schemas/connections';
import { useMemberEvents, type MemberEventSubscriber } from '@/lib/member-events';
import { applyConnectionEvent, resyncConnections } from './cache';

/** Connections' part in the member's live events: each event it knows goes into the query cache. */
const connectionsSubscriber = (qc: QueryClient): MemberEventSubscriber => ({
  onEvent: ({ type, data }) => {
    const parsed = connectionEvent.safeParse({ type, ...data });
    if (parsed.success) applyConnectionEvent(qc, parsed.data);
  },
  onResync: () => void resyncConnections(qc),
  onEnd: () => void resyncConnections(qc),
});

/**
 * Keeps this member's Connections screens live: the member's event stream feeds the query cache. When the server
 * ends the stream for good (decision 045), a member blocked from Connections sees their screens say so (the
 * session of a suspended or signed-out member is read again by the stream itself).
 */
export function useConnectionEvents(memberId: number | null | undefined) {
  useMemberEvents(memberId, connectionsSubscriber);
}
