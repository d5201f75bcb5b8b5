import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EVENT_TYPES } from '@common/schemas/connections';
import { userQueryKey } from './auth';
import { startEventStream, type EventStream } from './event-stream';
import type { StreamEnvironment } from './event-stream-environment';

/** The member's live events (decision 038): one stream per browser, shared by its tabs (`event-stream.ts`). */
export const MEMBER_EVENTS_URL = '/api/connections/events';

/** The event names the member's stream sends (their contract in `common/schemas/`). */
const MEMBER_EVENT_TYPES: readonly string[] = EVENT_TYPES;

/** One live event: its name and its data as sent, which the feature using it checks against its contract. */
export interface MemberEvent {
  type: string;
  data: Record<string, unknown>;
}

/** A feature's part in the member's live events, in this tab. */
export interface MemberEventSubscriber {
  /** Each live event (every name the stream sends: a feature keeps what it knows). */
  onEvent: (event: MemberEvent) => void;
  /** Read everything again: after a reconnect, a wake-up, a `resync` from the server, and as the slow poll. */
  onResync: () => void;
  /** The server ended the stream for good, saying why ('suspended', 'signed_out', 'blocked'). */
  onEnd?: (reason: string) => void;
}

interface Held {
  memberId: number;
  subscribers: Set<MemberEventSubscriber>;
  stream: EventStream;
}

/** This tab's stream: started with the first subscriber, stopped after the last. */
let held: Held | null = null;

const asMemberEvent = (type: string, data: unknown): MemberEvent | null =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? { type, data: data as Record<string, unknown> }
    : null;

/**
 * Joins the member's live events in this tab: the first subscriber starts the stream, and one that joins a running
 * stream is caught up at once (what it read before may have missed an event). Returns the function that leaves.
 */
export function subscribeToMemberEvents(
  memberId: number,
  subscriber: MemberEventSubscriber,
  env?: StreamEnvironment,
): () => void {
  if (held && held.memberId !== memberId) {
    held.stream.stop();
    held = null;
  }
  let h = held;
  if (h) {
    h.subscribers.add(subscriber);
    subscriber.onResync();
  } else {
    const subscribers = new Set([subscriber]);
    const each = (call: (s: MemberEventSubscriber) => void) => [...subscribers].forEach(call);
    const stream = startEventStream({
      url: MEMBER_EVENTS_URL,
      scope: String(memberId),
      types: MEMBER_EVENT_TYPES,
      parse: asMemberEvent,
      onEvent: (event) => each((s) => s.onEvent(event)),
      onResync: () => each((s) => s.onResync()),
      onEnd: (reason) => each((s) => s.onEnd?.(reason)),
      env,
    });
    held = h = { memberId, subscribers, stream };
  }
  const mine = h;
  return () => {
    mine.subscribers.delete(subscriber);
    if (mine.subscribers.size > 0 || held !== mine) return;
    mine.stream.stop();
    held = null;
  };
}

/**
 * Before a sign-out is sent: closes this tab's stream, so the session's end neither reconnects it nor reads the
 * member's screens again (a request without a session is answered 401). After the answer, `signedOut()` tells the
 * other tabs the stream ended for good (as the server's last frame would have), and `failed()` opens it again.
 */
export function closeMemberEventsForSignOut(): { signedOut: () => void; failed: () => void } {
  const closing = held;
  closing?.stream.close();
  const current = () => (closing && held === closing ? closing : null);
  return {
    signedOut() {
      const h = current();
      if (!h) return;
      h.stream.finish('signed_out');
      held = null;
    },
    failed() {
      current()?.stream.reopen();
    },
  };
}

/**
 * Keeps a feature's subscriber (made once from the query cache, so give a function that stays the same) on the
 * member's live events while mounted. When the server ends the stream for good because the session ended
 * (suspended or signed out elsewhere; 'blocked' ends Connections alone), the session is read again: it answers a
 * guest, and the stream stops with the member.
 */
export function useMemberEvents(
  memberId: number | null | undefined,
  subscriber: (qc: QueryClient) => MemberEventSubscriber,
) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!memberId || typeof EventSource !== 'function') return;
    const feature = subscriber(qc);
    return subscribeToMemberEvents(memberId, {
      ...feature,
      onEnd: (reason) => {
        if (reason !== 'blocked') void qc.invalidateQueries({ queryKey: userQueryKey });
        feature.onEnd?.(reason);
      },
    });
  }, [memberId, qc, subscriber]);
}
