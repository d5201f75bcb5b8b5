import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

/**
 * Claims this period's round of job `name` for the calling instance: true when the job never ran or last ran at
 * least `periodMs` ago (its time moves to now), false when another round ran within the period. One statement: of
 * instances asking at once, the row's lock lets exactly one through (decision 070).
 */
export async function claimJobRound(db: Db, name: string, periodMs: number): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ name, ranAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { ranAt: sql`now()` },
      setWhere: sql`${jobRuns.ranAt} <= now() - make_interval(secs => ${periodMs / 1000})`,
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}
