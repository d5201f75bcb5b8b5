import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema';
import { useTestApp } from '../test/harness';
import { claimJobRound } from './job-runs.queries';

const { t } = useTestApp();

// Periodic jobs once per period across instances (decision 070): of the instances asking, one claims the round.
describe('claimJobRound', () => {
  it('lets exactly one of many asking at once through, none again within the period, one once it has passed', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobRound(t.db, 'test job', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRound(t.db, 'test job', 60_000)).toBe(false);
    // Another job has its own period.
    expect(await claimJobRound(t.db, 'another job', 60_000)).toBe(true);
    await t.db
      .update(jobRuns)
      .set({ ranAt: sql`now() - interval '61 seconds'` })
      .where(eq(jobRuns.name, 'test job'));
    const again = await Promise.all(Array.from({ length: 8 }, () => claimJobRound(t.db, 'test job', 60_000)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});
