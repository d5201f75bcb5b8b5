import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSettings, users } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { upsertSetting } from '../settings/settings.queries';
import { createStatsCache } from './stats.service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(users);
  await t.db.delete(adminSettings);
});

describe('GET /api/stats', () => {
  it('answers zeros on an empty site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalActs: 0, totalUsers: 0 });
  });

  it('counts registered members on top of the starting numbers the admin set', async () => {
    await buildUser(t.db);
    await buildUser(t.db);
    await upsertSetting(t.db, { key: 'starting_total_users', value: '1200' });
    await upsertSetting(t.db, { key: 'starting_total_acts', value: '5000' });
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.json()).toEqual({ totalActs: 5000, totalUsers: 1202 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('treats a starting number that is not a number as 0 rather than failing', async () => {
    await upsertSetting(t.db, { key: 'starting_total_users', value: 'lots' });
    await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalUsers).toBe(1);
  });

  it('does not accept writes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stats', headers: { 'content-type': 'application/json', origin: t.config.publicUrl }, payload: '{"totalUsers":5}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the stats cache', () => {
  it('answers from memory until it expires or is invalidated', async () => {
    const cache = createStatsCache(t.db, 60_000);
    expect((await cache.get()).totalUsers).toBe(0);
    await buildUser(t.db);
    expect((await cache.get()).totalUsers).toBe(0);
    cache.invalidate();
    expect((await cache.get()).totalUsers).toBe(1);
  });

  it('shares one database round-trip between concurrent callers', async () => {
    const cache = createStatsCache(t.db, 60_000);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
  });
});

describe('the stats module', () => {
  it("counts other modules' data through their services, never their queries or tables (house rule)", () => {
    const dir = import.meta.dirname;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, name), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((i) => /\/db\/schema/.test(i)), name).toEqual([]);
      expect(imports.filter((i) => /^\.\.\/[^/]+\/[^/]+\.queries$/.test(i)), name).toEqual([]);
    }
  });
});
