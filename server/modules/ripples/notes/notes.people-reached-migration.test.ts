import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../db/migrate';
import { databaseBefore, rowsOf } from '../../../test/old-database';

describe('migration 0010 (peopleReached counts visitors, never notes)', () => {
  it('sets every stored count to the ripple’s distinct visitors and lowers followers’ baselines above it', async () => {
    const { handle, drop } = await databaseBefore('0010_people_reached_visitors');
    try {
      const db = handle.db;
      // Before: 16 addresses passed one ripple on 299 times, and it "reached 300 people"; another is already right.
      const chains = rowsOf<{ id: string; seed: string }>(
        await db.execute(sql`
          insert into ripple_chains (seed_code, owner_key, seed_message, node_count, max_depth, visitor_count, people_reached)
          values ('Inflated01', 'OwnerKeyOfAnOldRipple00000000010', 'Inflated', 300, 40, 16, 300),
                 ('Honest0001', 'OwnerKeyOfAnOldRipple00000000011', 'Honest', 3, 2, 7, 7)
          returning id, seed_code as seed`),
      );
      const inflated = chains.find((c) => c.seed === 'Inflated01')!;
      await db.execute(sql`
        insert into ripple_subscriptions (chain_id, email, verified, verify_code, unsubscribe_token, notified_people_reached)
        values (${inflated.id}, 'high@example.test', true, 'HighVerify000001', 'HighUnsubscribeToken000000000001', 250),
               (${inflated.id}, 'low@example.test', true, 'LowVerify0000001', 'LowUnsubscribeToken0000000000001', 10)`);

      await runMigrations(handle);
      expect(
        rowsOf<{ seed: string; peopleReached: number }>(
          await db.execute(
            sql`select seed_code as seed, people_reached as "peopleReached" from ripple_chains order by seed_code`,
          ),
        ),
      ).toEqual([
        { seed: 'Honest0001', peopleReached: 7 },
        { seed: 'Inflated01', peopleReached: 16 },
      ]);
      expect(
        rowsOf<{ email: string; n: number }>(
          await db.execute(sql`select email, notified_people_reached as n from ripple_subscriptions order by email`),
        ),
      ).toEqual([
        { email: 'high@example.test', n: 16 },
        { email: 'low@example.test', n: 10 },
      ]);
    } finally {
      await drop();
    }
  });
});
