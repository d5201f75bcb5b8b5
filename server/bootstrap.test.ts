import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap';
import type { DbHandle } from './db/client';
import { adminSettings, users } from './db/schema';
import { seedDemoContent } from './seed/demo';
import { testConfig } from './test/build-test-app';
import { createTestDatabase } from './test/test-db';

let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const memberCount = async (h: DbHandle) => Number((await h.db.select({ n: count() }).from(users))[0].n);

describe('prepareDatabase', () => {
  it('creates the admin settings with their defaults and descriptions', async () => {
    handle = await createTestDatabase();
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'off' }), () => {});
    const rows = await handle.db.select().from(adminSettings);
    expect(rows.map((r) => [r.key, r.value]).sort()).toEqual([
      ['starting_total_acts', '0'],
      ['starting_total_users', '0'],
    ]);
    expect(rows.every((r) => (r.description ?? '').length > 10)).toBe(true);
  });

  it('seeds demo content into an empty embedded database when DEMO_CONTENT=auto, and only once', async () => {
    handle = await createTestDatabase();
    const messages: string[] = [];
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'auto' }), (m) => messages.push(m));
    const expected = handle.kind === 'pglite' ? 6 : 0;
    expect(await memberCount(handle)).toBeGreaterThanOrEqual(expected);
    const first = await memberCount(handle);
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'auto' }), () => {});
    expect(await memberCount(handle)).toBe(first);
    expect(messages.length).toBe(handle.kind === 'pglite' ? 1 : 0);
  });

  it('never seeds when DEMO_CONTENT=off', async () => {
    handle = await createTestDatabase();
    await prepareDatabase(handle, testConfig({ DEMO_CONTENT: 'off' }), () => {});
    expect(await memberCount(handle)).toBe(0);
  });
});

describe('seedDemoContent', () => {
  it('leaves a database with members alone when asked to seed only an empty one', async () => {
    handle = await createTestDatabase();
    await handle.db.insert(users).values({ username: 'real@example.test', passwordHash: 'x', displayName: 'Real Person' });
    expect(await seedDemoContent(handle.db, { onlyIfEmpty: true })).toBe(false);
    expect(await memberCount(handle)).toBe(1);
  });

  it('demo members cannot log in: their password hash is not a hash', async () => {
    handle = await createTestDatabase();
    await seedDemoContent(handle.db, { onlyIfEmpty: false });
    const rows = await handle.db.select({ hash: users.passwordHash }).from(users);
    expect(rows.every((r) => !r.hash.startsWith('$argon2'))).toBe(true);
  });
});
