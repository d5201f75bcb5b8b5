import type { ConnectionEvent } from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import type { RealtimeSource, StreamEndReason, StreamEvent } from '../../../plugins/realtime';
import { presentMessage } from '../conversations/conversations.presenter';
import { findMessagesByIds } from '../conversations/messages.queries';
import {
  clearPresence,
  deleteEventsBefore,
  deleteStalePresence,
  EVENTS_CHANNEL,
  eventsAfter,
  insertEvent,
  isPresent,
  lastSeqOf,
  notifyMember,
  notifyStreamEnd,
  refreshPresence,
  setPresence,
  takeNextSeq,
} from './events.queries';

type Payload = Record<string, number | string | boolean | null>;

/** An event for one member. `payload` may be a function: it is then read after the member's counter is locked. */
export interface NewEvent {
  userId: number;
  type: ConnectionEvent['type'];
  payload: Payload | ((tx: Db) => Promise<Payload>);
}

/**
 * Writes events in the caller's transaction (decision 038): per member, the next number under the lock of its
 * counter row (members in id order, so two writers never wait on each other in a circle), the row, and a NOTIFY
 * that is delivered only if the transaction commits. Payloads hold ids and counts; readers fetch the rest.
 */
export async function emitEvents(tx: Db, events: NewEvent[]): Promise<void> {
  const ordered = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.userId - b.e.userId || a.i - b.i)
    .map(({ e }) => e);
  const notified = new Set<number>();
  for (const e of ordered) {
    const seq = await takeNextSeq(tx, e.userId);
    const payload = typeof e.payload === 'function' ? await e.payload(tx) : e.payload;
    await insertEvent(tx, { userId: e.userId, seq, type: e.type, payload });
    if (!notified.has(e.userId)) {
      notified.add(e.userId);
      await notifyMember(tx, e.userId);
    }
  }
}

/**
 * Ends the member's open event streams on every instance when the caller's transaction commits (decision 045): a
 * suspension, a block from Kindness Connections or an admin's password reset must not leave a live stream behind.
 */
export const endMemberStreams = (tx: Db, userId: number, reason: StreamEndReason) =>
  notifyStreamEnd(tx, userId, reason);

/** How recently an instance must have said a stream is open for the member to count as present. */
export const PRESENCE_FRESH_MS = 70_000;

/** Whether the member has an open event stream on any instance (decides the away mails). */
export const isMemberPresent = (db: Db, userId: number) => isPresent(db, userId, PRESENCE_FRESH_MS);

/** Turns stored events into what the browser gets: a message event carries the message, fetched now. */
async function present(db: Db, rows: { seq: number; type: string; payload: Payload }[]): Promise<StreamEvent[]> {
  const ids = rows.filter((r) => r.type === 'message').map((r) => Number(r.payload.messageId));
  const found = new Map((ids.length ? await findMessagesByIds(db, ids) : []).map((m) => [m.id, m]));
  return rows.map((r) => {
    if (r.type === 'message') {
      const m = found.get(Number(r.payload.messageId));
      // A message removed since (its conversation was deleted): the number is still used, with nothing to show.
      if (!m)
        return {
          seq: r.seq,
          type: 'conversation',
          data: {
            type: 'conversation',
            conversationId: Number(r.payload.conversationId),
            status: 'closed',
            removed: true,
          },
        };
      return {
        seq: r.seq,
        type: 'message',
        data: { type: 'message', conversationId: m.conversationId, message: presentMessage(m) },
      };
    }
    return { seq: r.seq, type: r.type, data: { type: r.type, ...r.payload } };
  });
}

/** What the realtime plugin reads: this module's events and presence. */
export function realtimeSource(db: Db): RealtimeSource {
  return {
    channel: EVENTS_CHANNEL,
    eventsAfter: async (memberId, afterSeq, max) => present(db, await eventsAfter(db, memberId, afterSeq, max)),
    lastSeq: (memberId) => lastSeqOf(db, memberId),
    setPresence: (memberId, instanceId, streams) => setPresence(db, memberId, instanceId, streams),
    refreshPresence: (instanceId, memberIds) => refreshPresence(db, instanceId, memberIds),
    clearPresence: (instanceId) => clearPresence(db, instanceId),
  };
}

/** How long live events are kept for reconnecting browsers. */
export const EVENT_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Removes live events older than a week, and presence rows of instances that went away without saying (housekeeping). */
export async function pruneConnectionEvents(db: Db, now = new Date()): Promise<number> {
  await deleteStalePresence(db, new Date(now.getTime() - 60 * 60_000));
  return deleteEventsBefore(db, new Date(now.getTime() - EVENT_KEEP_MS));
}
