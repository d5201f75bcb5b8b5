import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { connectionEventCounters, connectionEvents, connectionPresence } from '../../db/schema';
import { streamEndPayload, type StreamEndReason } from '../../plugins/realtime';
import { EVENTS_CHANNEL, notifyMembersSql, takeEventNumbersSql } from './events.sql';

/**
 * The member's next event number (takeEventNumbersSql): the counter row stays locked until the transaction ends, so
 * a second writer for the same member waits.
 */
export async function takeNextSeq(tx: Db, userId: number): Promise<number> {
  const [row] = await runPrepared<{ last_seq: unknown }>(
    tx,
    'events_take_number_v1',
    takeEventNumbersSql(sql`select ${userId}::int, 1::int8`),
  );
  return Number(row!.last_seq);
}

export async function insertEvent(
  tx: Db,
  v: { userId: number; seq: number; type: string; payload: Record<string, number | string | boolean | null> },
) {
  await tx.insert(connectionEvents).values(v);
}

/** NOTIFY inside the transaction: announced only if it commits. */
export async function notifyMember(tx: Db, userId: number) {
  await tx.execute(notifyMembersSql(sql`array[${userId}::int]`));
}

/** Cuts the member's open streams on every instance once the transaction commits (decision 045). */
export async function notifyStreamEnd(tx: Db, userId: number, reason: StreamEndReason) {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${streamEndPayload(userId, reason)})`);
}

export function eventsAfter(db: Db, userId: number, afterSeq: number, max: number) {
  return db
    .select({ seq: connectionEvents.seq, type: connectionEvents.type, payload: connectionEvents.payload })
    .from(connectionEvents)
    .where(and(eq(connectionEvents.userId, userId), gt(connectionEvents.seq, afterSeq)))
    .orderBy(asc(connectionEvents.seq))
    .limit(max);
}

export async function lastSeqOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ seq: connectionEventCounters.lastSeq })
    .from(connectionEventCounters)
    .where(eq(connectionEventCounters.userId, userId));
  return row?.seq ?? 0;
}

/** Removes events older than `before` (a reconnection after that gets 'resync'). */
export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(connectionEvents)
    .where(lt(connectionEvents.createdAt, before))
    .returning({ seq: connectionEvents.seq });
  return rows.length;
}

export async function setPresence(db: Db, userId: number, instanceId: string, streams: number) {
  if (streams <= 0) {
    await db
      .delete(connectionPresence)
      .where(and(eq(connectionPresence.userId, userId), eq(connectionPresence.instanceId, instanceId)));
    return;
  }
  await db
    .insert(connectionPresence)
    .values({ userId, instanceId, streams })
    .onConflictDoUpdate({
      target: [connectionPresence.userId, connectionPresence.instanceId],
      set: { streams, seenAt: sql`now()` },
    });
}

export async function refreshPresence(db: Db, instanceId: string, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .update(connectionPresence)
    .set({ seenAt: sql`now()` })
    .where(and(eq(connectionPresence.instanceId, instanceId), inArray(connectionPresence.userId, userIds)));
}

/** Removes presence rows an instance stopped refreshing (it crashed): they already count as away. */
export async function deleteStalePresence(db: Db, before: Date) {
  await db.delete(connectionPresence).where(lt(connectionPresence.seenAt, before));
}

export async function clearPresence(db: Db, instanceId: string) {
  await db.delete(connectionPresence).where(eq(connectionPresence.instanceId, instanceId));
}

/** Whether the member has an open stream on any instance that said so within `freshMs`. */
export async function isPresent(db: Db, userId: number, freshMs: number): Promise<boolean> {
  const [row] = await db
    .select({ n: connectionPresence.streams })
    .from(connectionPresence)
    .where(
      and(
        eq(connectionPresence.userId, userId),
        gt(connectionPresence.streams, 0),
        sql`${connectionPresence.seenAt} > now() - make_interval(secs => ${freshMs / 1000})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
