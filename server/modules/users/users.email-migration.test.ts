import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runMigrations } from '../../db/migrate';
import { cleanUp } from '../../jobs/housekeeping';
import { fixtureClientDir, testConfig } from '../../test/build-test-app';
import { createHttp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { databaseBefore } from '../../test/old-database';
import { hashPassword } from '../auth/auth.service';

const PASSWORD = 'Longtime-Member-73';

describe('migration 0008 (verified e-mail)', () => {
  it('counts every account made before it as confirmed: they keep logging in, getting mail, and housekeeping leaves them', async () => {
    const { handle, drop } = await databaseBefore('0008_verified_email');
    try {
      const hash = await hashPassword(PASSWORD);
      // Accounts an older release made, long ago: a member and the admin.
      await handle.db.execute(sql`
        insert into users (username, password_hash, display_name, role, created_at) values
          ('longtime@example.test', ${hash}, 'Longtime Member', 'member', now() - interval '400 days'),
          ('operator@example.test', ${hash}, 'KindRipple Admin', 'admin', now() - interval '400 days')`);

      await runMigrations(handle);
      const rows = (
        (await handle.db.execute(
          sql`select username, email_verified_at is not null as confirmed from users order by username`,
        )) as unknown as { rows: Array<{ username: string; confirmed: boolean }> }
      ).rows;
      expect(rows).toEqual([
        { username: 'longtime@example.test', confirmed: true },
        { username: 'operator@example.test', confirmed: true },
      ]);

      const config = testConfig();
      const app = await buildApp({ config, dbHandle: handle, logger: false, clientDir: fixtureClientDir });
      try {
        await app.ready();
        const http = createHttp({ app, handle, db: handle.db, config, close: () => app.close() });
        const login = await http.post('/api/login', { username: 'longtime@example.test', password: PASSWORD });
        expect(login.json()).toMatchObject({ username: 'longtime@example.test', emailVerified: true });
        await http.post('/api/auth/forgot-password', { email: 'longtime@example.test' });
        expect((await readOutbox(handle.db, 'longtime@example.test')).map((m) => m.subject)).toEqual([
          'Reset your KindRipple password',
        ]);
        // A registration after the migration starts unconfirmed.
        const joined = await http.post('/api/register', {
          username: 'newcomer@example.test',
          password: PASSWORD,
          displayName: 'Newcomer',
          avatar: '/avatars/1.png',
        });
        expect(joined.json().emailVerified).toBe(false);

        expect((await cleanUp(handle.db, config)).unconfirmedAccounts).toBe(0);
        const left = (
          (await handle.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows;
        expect(left[0].n).toBe(3);
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
