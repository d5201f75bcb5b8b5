import type { ConnectionEvent } from '../../../common/schemas/connections';
import type { Db } from '../../db/client';
import type { RealtimeSource, StreamEndReason, StreamEvent } from '../../plugins/realtime';
import {
  clearPresence,
  deleteEventsBefore,
  deleteStalePresence,
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
import { EVENTS_CHANNEL } from './events.sql';

// The member event stream (decision 038): each member's live events, numbered per member, announced once the
// writing transaction commits, and read by the realtime plugin. The features are its sources: they write events
// through emitEvents, and hand in (server/composition.ts) how an event of theirs is read when it is delivered.

/** For a writer that numbers and writes its events inside a statement of its own (the chat's send, decision 048). */
export { insertEventsSql, notifyMembersSql, takeEventNumbersSql } from './events.sql';

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

/** An event as stored: its number, its type and what its writer put in it. */
export interface StoredEvent {
  seq: number;
  type: string;
  payload: Payload;
}

/**
 * How a source's events of one type become what the browser gets, read when they are delivered (a message event
 * carries the message as it is then). `read` answers one event per stored event, in the same order. An event of a
 * type no reader names goes out as it was stored.
 */
export interface LiveEventReader {
  type: ConnectionEvent['type'];
  read(db: Db, events: StoredEvent[]): Promise<StreamEvent[]>;
}

/** Turns stored events into what the browser gets: each type with a reader in one read, the others as stored. */
async function present(db: Db, rows: StoredEvent[], readers: readonly LiveEventReader[]): Promise<StreamEvent[]> {
  const out: StreamEvent[] = rows.map((r) => ({ seq: r.seq, type: r.type, data: { type: r.type, ...r.payload } }));
  for (const reader of readers) {
    const at = rows.flatMap((r, i) => (r.type === reader.type ? [i] : []));
    if (!at.length) continue;
    const read = await reader.read(
      db,
      at.map((i) => rows[i]!),
    );
    at.forEach((i, k) => (out[i] = read[k]!));
  }
  return out;
}

/** What the realtime plugin reads (buildApp hands it over): the members' events, each read by its reader; presence. */
export function memberEventsSource(db: Db, readers: readonly LiveEventReader[]): RealtimeSource {
  return {
    channel: EVENTS_CHANNEL,
    eventsAfter: async (memberId, afterSeq, max) =>
      present(db, await eventsAfter(db, memberId, afterSeq, max), readers),
    lastSeq: (memberId) => lastSeqOf(db, memberId),
    setPresence: (memberId, instanceId, streams) => setPresence(db, memberId, instanceId, streams),
    refreshPresence: (instanceId, memberIds) => refreshPresence(db, instanceId, memberIds),
    clearPresence: (instanceId) => clearPresence(db, instanceId),
  };
}

/** How long live events are kept for reconnecting browsers. */
export const EVENT_KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Hourly clean-up: live events older than a week (a reconnection after that refetches everything), and presence rows
 * of instances that went away without saying.
 */
export async function pruneOldConnectionEvents(db: Db, now = new Date()): Promise<number> {
  await deleteStalePresence(db, new Date(now.getTime() - 60 * 60_000));
  return deleteEventsBefore(db, new Date(now.getTime() - EVENT_KEEP_MS));
}
