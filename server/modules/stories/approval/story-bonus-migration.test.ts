import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../db/migrate';
import { buildChallenge, buildUser } from '../../../test/factories';
import { databaseBefore, rowsOf } from '../../../test/old-database';

describe('migration 0024 (the completion records the story bonus held)', () => {
  it('starts each completion from the bonus its approved story holds, and 0 where none does', async () => {
    const { handle, drop } = await databaseBefore('0024_story_bonus_kept');
    try {
      const db = handle.db;
      const [holder, none] = [await buildUser(db), await buildUser(db)];
      const challenge = await buildChallenge(db);
      await db.execute(sql`
        insert into completed_challenges (user_id, challenge_id, completion_date, points_earned)
        values (${holder.id}, ${challenge.id}, '2026-11-01', 50), (${none.id}, ${challenge.id}, '2026-11-01', 50)`);
      await db.execute(sql`
        insert into stories (user_id, challenge_id, content, status, bonus_points)
        values (${holder.id}, ${challenge.id}, 'Holds the bonus', 'approved', 25),
               (${holder.id}, ${challenge.id}, 'A second one', 'approved', 0),
               (${none.id}, ${challenge.id}, 'Removed once', 'rejected', 0)`);

      await runMigrations(handle);
      expect(
        rowsOf<{ userId: number; kept: number }>(
          await db.execute(
            sql`select user_id as "userId", story_bonus_kept as kept from completed_challenges order by user_id`,
          ),
        ),
      ).toEqual([
        { userId: holder.id, kept: 25 },
        { userId: none.id, kept: 0 },
      ]);
    } finally {
      await drop();
    }
  });
});
