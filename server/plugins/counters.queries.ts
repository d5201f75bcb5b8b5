import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { limitCounters } from '../db/schema';

/** What a counter holds: its count and the milliseconds until its window ends. */
const state = {
  count: limitCounters.count,
  ttlMs: sql<number>`greatest(0, floor(extract(epoch from ${limitCounters.endsAt} - now()) * 1000))::int`,
};

/** Adds `n` to a counter in one statement; a counter whose window ended starts a new one of `windowMs`. */
export async function addToCounter(db: Db, key: string, windowMs: number, n: number) {
  const endsAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(limitCounters)
    .values({ key, count: n, endsAt })
    .onConflictDoUpdate({
      target: limitCounters.key,
      set: {
        count: sql`case when ${limitCounters.endsAt} <= now() then ${n} else ${limitCounters.count} + ${n} end`,
        endsAt: sql`case when ${limitCounters.endsAt} <= now() then ${endsAt} else ${limitCounters.endsAt} end`,
      },
    })
    .returning(state);
  return row!;
}

/** Takes `n` from a live counter, never below zero (a counter at zero is gone). */
export async function takeFromCounter(db: Db, key: string, n: number): Promise<void> {
  await db
    .update(limitCounters)
    .set({ count: sql`${limitCounters.count} - ${n}` })
    .where(and(eq(limitCounters.key, key), gt(limitCounters.endsAt, sql`now()`)));
  await db.delete(limitCounters).where(and(eq(limitCounters.key, key), sql`${limitCounters.count} <= 0`));
}

/** Removes a counter and answers what it held in its window (0 when it had ended). */
export async function drainCounter(db: Db, key: string): Promise<number> {
  const [row] = await db
    .delete(limitCounters)
    .where(eq(limitCounters.key, key))
    .returning({
      count: sql<number>`case when ${limitCounters.endsAt} > now() then ${limitCounters.count} else 0 end`,
    });
  return row?.count ?? 0;
}

/** A live counter's state, or nothing. */
export async function readCounter(db: Db, key: string) {
  const [row] = await db
    .select(state)
    .from(limitCounters)
    .where(and(eq(limitCounters.key, key), gt(limitCounters.endsAt, sql`now()`)));
  return row;
}

/** Removes the counters whose window ended (housekeeping). */
export async function pruneEndedCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(limitCounters)
    .where(lt(limitCounters.endsAt, sql`now()`))
    .returning({ key: limitCounters.key });
  return gone.length;
}
