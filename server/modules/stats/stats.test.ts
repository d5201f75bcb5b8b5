import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp, withTestApp } from '../../test/harness';
import { setSetting } from '../settings/settings.service';
import { countUsers } from '../users/users.service';
import { createStatsCache, type KindActSource } from './stats.service';

const { t, http } = useTestApp();

describe('GET /api/stats', () => {
  // First in the file: the database is still empty.
  it('answers zeros on an empty site', async () => {
    const res = await http.get('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalActs: 0, totalUsers: 0 });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('counts registered members on top of the starting numbers the admin set', async () => {
    await buildUser(t.db);
    await buildUser(t.db);
    await setSetting(t.db, 'starting_total_users', '1200');
    await setSetting(t.db, 'starting_total_acts', '5000');
    const res = await http.get('/api/stats');
    expect(res.json()).toEqual({ totalActs: 5000, totalUsers: 1200 + (await countUsers(t.db)) });
    expect(await countUsers(t.db)).toBeGreaterThanOrEqual(2);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('treats a starting number that is not a number as 0 rather than failing', async () => {
    await setSetting(t.db, 'starting_total_users', 'lots');
    await buildUser(t.db);
    const res = await http.get('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalUsers).toBe(await countUsers(t.db));
  });

  it('does not accept writes', async () => {
    expect((await http.post('/api/stats', { totalUsers: 5 })).statusCode).toBe(404);
  });

  it('adds up the kind-act sources the app is composed with, and nothing else', async () => {
    const sources: KindActSource[] = [async () => 3, async () => 4];
    await withTestApp({}, async (other) => expect((await other.http.get('/api/stats')).json().totalActs).toBe(7), {
      kindActSources: sources,
    });
  });
});

describe('the stats cache', () => {
  const sources: KindActSource[] = [async () => 0];

  it('answers from memory until it is invalidated', async () => {
    const cache = createStatsCache(t.db, { ttlMs: 60_000, sources });
    const before = (await cache.get()).totalUsers;
    await buildUser(t.db);
    expect((await cache.get()).totalUsers).toBe(before);
    cache.invalidate();
    expect((await cache.get()).totalUsers).toBe(before + 1);
  });

  it('shares one computation between concurrent callers', async () => {
    const source = vi.fn(async () => 2);
    const cache = createStatsCache(t.db, { ttlMs: 60_000, sources: [source] });
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('with a lifetime of 0 (the test configuration) computes afresh for every request', async () => {
    expect(t.config.cacheTtl.statsMs).toBe(0);
    const source = vi.fn(async () => 1);
    const cache = createStatsCache(t.db, { ttlMs: 0, sources: [source] });
    await cache.get();
    await cache.get();
    expect(source).toHaveBeenCalledTimes(2);
  });
});

describe('the stats module', () => {
  it("counts other modules' data through their services, never their queries or tables (house rule)", () => {
    const dir = import.meta.dirname;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, name), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((i) => /\/db\/schema/.test(i)),
        name,
      ).toEqual([]);
      expect(
        imports.filter((i) => /^\.\.\/[^/]+\/[^/]+\.queries$/.test(i)),
        name,
      ).toEqual([]);
    }
  });
});
