import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../../config';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';
import { buildChallenge } from '../../test/factories';
import { useTestApp } from '../../test/harness';

// GET /api/challenges/current with the production cache on, and a clock the test moves.
let clockMs = Date.parse('2026-06-01T12:00:00Z');
const { t, http } = useTestApp({}, { cacheTtl: DEFAULT_CACHE_TTL, clock: () => new Date(clockMs) });
const db = () => t.db as Db;
const HOUR = 3_600_000;
const current = async () => (await http.get('/api/challenges/current')).json();

describe('the kept current challenge', () => {
  it('is kept between requests, and an admin change shows at once', async () => {
    const c = await buildChallenge(db(), {
      title: 'Kept for a while',
      startDate: new Date(clockMs - HOUR),
      endDate: new Date(clockMs + 48 * HOUR),
    });
    expect((await current()).title).toBe('Kept for a while');
    // Changed behind the app's back: the kept answer stays (so the next lines prove the clearing).
    await db().update(challenges).set({ title: 'Changed in the database' }).where(eq(challenges.id, c.id));
    expect((await current()).title).toBe('Kept for a while');

    const { http: admin } = await http.admin();
    const edited = await admin.patch(`/api/challenges/${c.id}`, { title: 'Renamed by the admin' });
    expect(edited.statusCode).toBe(200);
    expect((await current()).title).toBe('Renamed by the admin');

    const ended = await admin.patch(`/api/challenges/${c.id}`, { status: 'completed' });
    expect(ended.statusCode).toBe(200);
    expect(await current()).toBeNull();
    const reopened = await admin.patch(`/api/challenges/${c.id}`, { status: 'active' });
    expect(reopened.statusCode).toBe(200);
    expect((await current()).id).toBe(c.id);
  });

  it('shows a completion in the count at once', async () => {
    const { id } = await current();
    const before = (await current()).completedCount;
    const { http: member } = await http.member();
    const done = await member.post(`/api/challenges/${id}/complete`, {
      completionDate: new Date(clockMs).toISOString().slice(0, 10),
    });
    expect(done.statusCode).toBe(200);
    expect((await current()).completedCount).toBe(before + 1);
  });

  it('never serves a challenge past its end, nor misses one that started, however fresh the kept answer', async () => {
    const { id, endDate } = await current();
    const next = await buildChallenge(db(), {
      title: 'Starts as the other ends',
      startDate: new Date(Date.parse(endDate) + HOUR),
      endDate: new Date(Date.parse(endDate) + 72 * HOUR),
    });
    expect((await current()).id).toBe(id);
    // The clock passes the end within the cache's lifetime (the test takes far less than its 5 s).
    clockMs = Date.parse(endDate);
    expect(await current()).toBeNull();
    clockMs = next.startDate.getTime();
    expect((await current()).id).toBe(next.id);
    clockMs = next.endDate.getTime() + 1;
    expect(await current()).toBeNull();
  });

  it('is one answer for everyone: nothing in it is a member’s own', async () => {
    clockMs = Date.parse('2026-09-01T12:00:00Z');
    // Made by an admin: the kept answer (none current) is cleared at once.
    const { http: admin } = await http.admin();
    const created = await admin.post('/api/challenges', {
      title: 'Made by the admin',
      summary: 'Say good morning to someone new today.',
      status: 'active',
      startDate: new Date(clockMs - HOUR).toISOString(),
      endDate: new Date(clockMs + HOUR).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const { http: member } = await http.member();
    const guest = await http.get('/api/challenges/current');
    const signedIn = await member.get('/api/challenges/current');
    expect(guest.json().title).toBe('Made by the admin');
    expect(signedIn.body).toBe(guest.body);
    expect(Object.keys(guest.json()).sort()).toEqual(
      [
        'bonusPoints',
        'basePoints',
        'completedCount',
        'endDate',
        'id',
        'image',
        'startDate',
        'status',
        'summary',
        'title',
      ].sort(),
    );
    expect(guest.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
