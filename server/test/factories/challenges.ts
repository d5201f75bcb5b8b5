import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';

const DAY = 24 * 60 * 60_000;

export interface BuildChallengeOptions {
  title?: string;
  summary?: string;
  status?: 'upcoming' | 'active' | 'completed';
  /** Start and end as Dates; by default the challenge started a day ago and ends in 13 days. */
  startDate?: Date;
  endDate?: Date;
  basePoints?: number;
  bonusPoints?: number;
  image?: string | null;
}

/** A challenge in the database (by default the current one: active, started yesterday, two weeks long). */
export async function buildChallenge(db: Db, opts: BuildChallengeOptions = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(challenges)
    .values({
      title: opts.title ?? 'Thank a neighbour',
      summary: opts.summary ?? 'Leave a note for a neighbour who makes your street kinder.',
      status: opts.status ?? 'active',
      startDate: opts.startDate ?? new Date(now - DAY),
      endDate: opts.endDate ?? new Date(now + 13 * DAY),
      basePoints: opts.basePoints ?? 50,
      bonusPoints: opts.bonusPoints ?? 25,
      image: opts.image ?? null,
    })
    .returning();
  return row;
}
