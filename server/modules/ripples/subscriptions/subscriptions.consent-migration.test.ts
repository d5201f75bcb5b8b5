import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../db/migrate';
import { readOutbox } from '../../../test/mail';
import { databaseBefore, rowsOf } from '../../../test/old-database';
import { sendGrowthMails } from './subscriptions.service';

describe('migration 0009 (mail only to addresses that confirmed)', () => {
  it('makes a creator’s address that never confirmed unconfirmed, keeps confirmed followers, and only they hear of growth', async () => {
    const { handle, drop } = await databaseBefore('0009_mail_consent');
    try {
      const db = handle.db;
      // Before: the creator's address was written confirmed in the transaction that started the ripple.
      const [chain] = rowsOf<{ id: string }>(
        await db.execute(sql`
          with chain as (
            insert into ripple_chains (seed_code, owner_key, seed_message)
            values ('OldRipple2', 'OwnerKeyOfAnOldRipple00000000001', 'Started before the change') returning id
          )
          insert into ripple_subscriptions (chain_id, email, verified, verify_code, unsubscribe_token)
          select id, 'creator@example.test', true, 'CreatorVerify001', 'CreatorUnsubscribeToken000000001' from chain
          returning chain_id as id`),
      );
      // Someone who followed it later and clicked the confirmation link, and someone who never clicked.
      await db.execute(sql`
        insert into ripple_subscriptions (chain_id, email, verified, verify_code, unsubscribe_token, created_at)
        values (${chain.id}, 'clicked@example.test', true, 'ClickedVerify001', 'ClickedUnsubscribeToken000000001', now() + interval '5 minutes'),
               (${chain.id}, 'waiting@example.test', false, 'WaitingVerify001', 'WaitingUnsubscribeToken000000001', now() + interval '5 minutes')`);

      await runMigrations(handle);
      const rows = rowsOf<{ email: string; verified: boolean }>(
        await db.execute(sql`select email, verified from ripple_subscriptions order by email`),
      );
      expect(rows).toEqual([
        { email: 'clicked@example.test', verified: true },
        { email: 'creator@example.test', verified: false },
        { email: 'waiting@example.test', verified: false },
      ]);

      await db.execute(sql`update ripple_chains set people_reached = 2, node_count = 3 where id = ${chain.id}`);
      expect(await sendGrowthMails(db, 'http://localhost:3000')).toBe(1);
      expect((await readOutbox(db)).map((m) => m.to)).toEqual(['clicked@example.test']);
    } finally {
      await drop();
    }
  });
});
