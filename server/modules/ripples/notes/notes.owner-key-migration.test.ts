import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { runMigrations } from '../../../db/migrate';
import { fixtureClientDir, testConfig } from '../../../test/build-test-app';
import { createHttp } from '../../../test/harness';
import { databaseBefore, rowsOf } from '../../../test/old-database';

describe('migration 0007 (the owner key)', () => {
  it('renames the column in place: the owner link of a ripple started before it still manages the ripple', async () => {
    const { handle, drop } = await databaseBefore('0007_owner_key');
    const key = 'OwnerKeyFromBeforeTheRename00001';
    try {
      const [chain] = rowsOf<{ id: string }>(
        await handle.db.execute(
          sql`insert into ripple_chains (seed_code, admin_token, seed_message) values ('OldRipple1', ${key}, 'Kept for years') returning id`,
        ),
      );
      await handle.db.execute(
        sql`insert into ripple_nodes (chain_id, node_code, message) values (${chain.id}, 'OldNote001', 'Kept for years')`,
      );

      await runMigrations(handle);
      const columns = rowsOf<{ name: string }>(
        await handle.db.execute(
          sql`select column_name as name from information_schema.columns where table_name = 'ripple_chains' and column_name in ('admin_token', 'owner_key')`,
        ),
      );
      expect(columns).toEqual([{ name: 'owner_key' }]);

      const config = testConfig();
      const app = await buildApp({ config, dbHandle: handle, logger: false, clientDir: fixtureClientDir });
      try {
        await app.ready();
        const http = createHttp({ app, handle, db: handle.db, config, close: () => app.close() });
        const summary = '/api/ripples/summary/OldRipple1';
        expect((await http.get(`${summary}?key=${key}`)).json()).toMatchObject({ isOwner: true, nodeCount: 1 });
        expect((await http.get(`${summary}?key=${key.slice(0, -1)}x`)).json().isOwner).toBe(false);
        expect((await http.post(`${summary}/status`, { key, status: 'closed' })).statusCode).toBe(200);
        expect((await http.get('/api/ripples/node/OldNote001')).json().chain.status).toBe('closed');
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
