import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from './bootstrap';
import type { DbHandle } from './db/client';
import { adminSettings, users } from './db/schema';
import { cleanUp } from './jobs/housekeeping';
import { countUsers } from './modules/users/users.service';
import { seedDemoContent } from './seed/demo';
import { testConfig } from './test/build-test-app';
import { buildUser } from './test/factories';
import { createTestDatabase } from './test/test-db';

let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** The six sample members of the demo content. */
const DEMO_MEMBER_COUNT = 6;

describe('prepareDatabase', () => {
  it('creates the admin settings with their defaults and descriptions', async () => {
    handle = await createTestDatabase();
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'off' }), () => {});
    const rows = await handle.db.select().from(adminSettings);
    expect(rows.map((r) => [r.key, r.value]).sort()).toEqual([
      ['like_points_daily_cap_per_author', '20'],
      ['like_points_daily_cap_per_liker', '5'],
      ['starting_total_acts', '0'],
      ['starting_total_users', '0'],
    ]);
    expect(rows.every((r) => (r.description ?? '').length > 10)).toBe(true);
  });

  it('with DEMO_CONTENT=auto seeds an empty embedded database, once, and never a PostgreSQL one', async () => {
    handle = await createTestDatabase();
    const h = handle;
    const messages: string[] = [];
    const seeder = vi.fn(async () => {});
    const prepare = () =>
      prepareDatabase(h, testConfig({ DEMO_CONTENT: 'auto' }), (m) => messages.push(m), undefined, {
        demoSeeders: [seeder],
      });
    await prepare();
    await prepare();
    const embedded = h.kind === 'pglite';
    expect(await countUsers(h.db)).toBe(embedded ? DEMO_MEMBER_COUNT : 0);
    expect(seeder).toHaveBeenCalledTimes(embedded ? 1 : 0);
    expect(messages).toEqual(
      embedded ? ['demo content added to the empty database (DEMO_CONTENT=off turns this off)'] : [],
    );
  });

  it('with DEMO_CONTENT=on seeds whatever the database, running the seeders it is given', async () => {
    handle = await createTestDatabase();
    const seeder = vi.fn(async () => {});
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'on' }), () => {}, undefined, { demoSeeders: [seeder] });
    expect(await countUsers(handle.db)).toBe(DEMO_MEMBER_COUNT);
    expect(seeder).toHaveBeenCalledExactlyOnceWith(handle.db);
  });

  it('never seeds when DEMO_CONTENT=off', async () => {
    handle = await createTestDatabase();
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'off' }), () => {});
    expect(await countUsers(handle.db)).toBe(0);
  });
});

describe('seedDemoContent', () => {
  it('leaves a database with members alone when asked to seed only an empty one', async () => {
    handle = await createTestDatabase();
    await buildUser(handle.db);
    const seeder = vi.fn(async () => {});
    expect(await seedDemoContent(handle.db, { onlyIfEmpty: true, seeders: [seeder] })).toBe(false);
    expect(await countUsers(handle.db)).toBe(1);
    expect(seeder).not.toHaveBeenCalled();
  });

  it('runs the seeders it is given in order, after the members exist', async () => {
    handle = await createTestDatabase();
    const h = handle;
    const seen: string[] = [];
    const seeders = ['first', 'second'].map((name) => async () => {
      seen.push(`${name} after ${await countUsers(h.db)} members`);
    });
    expect(await seedDemoContent(h.db, { onlyIfEmpty: false, seeders })).toBe(true);
    expect(seen).toEqual([`first after ${DEMO_MEMBER_COUNT} members`, `second after ${DEMO_MEMBER_COUNT} members`]);
  });

  it('demo members cannot log in: their password hash is not a hash', async () => {
    handle = await createTestDatabase();
    await seedDemoContent(handle.db, { onlyIfEmpty: false, seeders: [] });
    const rows = await handle.db.select({ hash: users.passwordHash }).from(users);
    expect(rows).toHaveLength(DEMO_MEMBER_COUNT);
    expect(rows.every((r) => !r.hash.startsWith('$argon2'))).toBe(true);
  });

  it('demo members count as confirmed, so housekeeping never removes them as abandoned sign-ups', async () => {
    handle = await createTestDatabase();
    await seedDemoContent(handle.db, { onlyIfEmpty: false, seeders: [] });
    await handle.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60_000) });
    const rows = await handle.db.select({ confirmedAt: users.emailVerifiedAt }).from(users);
    expect(rows.every((r) => r.confirmedAt !== null)).toBe(true);
    expect((await cleanUp(handle.db, testConfig())).unconfirmedAccounts).toBe(0);
  });
});
