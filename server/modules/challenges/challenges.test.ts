import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeMessages } from '../../../common/schemas/challenges';
import type { Db } from '../../db/client';
import { completedChallenges, users } from '../../db/schema';
import { buildChallenge, buildUser } from '../../test/factories';
import { useTestApp, withTestApp } from '../../test/harness';
import { ledgerTotal } from '../points/points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const DAY = 24 * 60 * 60_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const points = async (id: number) => (await db().select({ p: users.points }).from(users).where(eq(users.id, id)))[0].p;

describe('challenge lists read the server clock', () => {
  it('current, upcoming and recent follow the dates and the admin’s status', async () => {
    const now = Date.now();
    const current = await buildChallenge(db(), { title: 'Now open', startDate: new Date(now - DAY) });
    const soon = await buildChallenge(db(), {
      title: 'Soon',
      startDate: new Date(now + 3 * DAY),
      endDate: new Date(now + 17 * DAY),
    });
    // Active but past its end: reads as completed though no admin touched it.
    const lapsed = await buildChallenge(db(), {
      title: 'Lapsed',
      startDate: new Date(now - 20 * DAY),
      endDate: new Date(now - 2 * DAY),
    });
    const old = await buildChallenge(db(), {
      title: 'Long ago',
      startDate: new Date(now - 90 * DAY),
      endDate: new Date(now - 60 * DAY),
    });
    const hidden = await buildChallenge(db(), {
      title: 'Hidden',
      status: 'upcoming',
      startDate: new Date(now - 2 * DAY),
    });

    const cur = await http.get('/api/challenges/current');
    expect(cur.statusCode).toBe(200);
    expect(cur.json()).toMatchObject({
      id: current.id,
      status: 'active',
      basePoints: 50,
      bonusPoints: 25,
      completedCount: 0,
    });

    const upcoming = (await http.get('/api/challenges/upcoming')).json().map((c: { id: number }) => c.id);
    expect(upcoming).toEqual([hidden.id, soon.id]);
    const recent = (await http.get('/api/challenges/recent')).json();
    expect(recent.map((c: { id: number }) => c.id)).toEqual([lapsed.id]);
    expect(recent[0].status).toBe('completed');
    const all = (await http.get('/api/challenges')).json();
    expect(all.find((c: { id: number }) => c.id === old.id).status).toBe('completed');
    expect((await http.get(`/api/challenges/${lapsed.id}`)).json()).toMatchObject({
      title: 'Lapsed',
      status: 'completed',
    });
  });

  it('answers null when nothing is current, and 404 or 400 for a missing or odd id', async () => {
    await db()
      .update((await import('../../db/schema')).challenges)
      .set({ status: 'completed' });
    const none = await http.get('/api/challenges/current');
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
    expect((await http.get('/api/challenges/999999')).json()).toEqual({ message: challengeMessages.notFound });
    expect((await http.get('/api/challenges/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/challenges/{id}/complete', () => {
  it('credits the base points once, records the date, and counts the member', async () => {
    const c = await buildChallenge(db(), { basePoints: 40 });
    const { user, http: me } = await http.member();
    const res = await me.post(`/api/challenges/${c.id}/complete`, { completionDate: day(0) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Challenge Completed! 🎉', pointsEarned: 40 });
    const again = await me.post(`/api/challenges/${c.id}/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(challengeMessages.alreadyCompleted);
    expect(await points(user.id)).toBe(40);
    expect((await http.get(`/api/challenges/${c.id}`)).json().completedCount).toBe(1);
    const mine = (await me.get('/api/user/completedChallenges')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        completionDate: day(0),
        pointsEarned: 40,
        hasStory: false,
        challenge: expect.objectContaining({ id: c.id }),
      }),
    ]);
  });

  it('gives one credit for 20 parallel completions by one member', async () => {
    const c = await buildChallenge(db());
    const { user, http: me } = await http.member();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => me.post(`/api/challenges/${c.id}/complete`, {})),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await points(user.id)).toBe(50);
    expect(await ledgerTotal(db(), user.id)).toBe(50);
    const rows = await db().select().from(completedChallenges).where(eq(completedChallenges.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a date later than today, and one before the challenge began', async () => {
    const c = await buildChallenge(db(), { startDate: new Date(Date.now() - 5 * DAY) });
    const { user, http: me } = await http.member();
    const future = await me.post(`/api/challenges/${c.id}/complete`, { completionDate: day(3) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(challengeMessages.futureDate);
    const early = await me.post(`/api/challenges/${c.id}/complete`, { completionDate: day(-30) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(challengeMessages.beforeStart);
    const bad = await me.post(`/api/challenges/${c.id}/complete`, { completionDate: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(await points(user.id)).toBe(0);
  });

  it('refuses after the end date even when still marked active, and before the start', async () => {
    const ended = await buildChallenge(db(), {
      startDate: new Date(Date.now() - 10 * DAY),
      endDate: new Date(Date.now() - 60_000),
    });
    const later = await buildChallenge(db(), {
      startDate: new Date(Date.now() + DAY),
      endDate: new Date(Date.now() + 9 * DAY),
    });
    const { user, http: me } = await http.member();
    const late = await me.post(`/api/challenges/${ended.id}/complete`, { completionDate: day(-2) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(challengeMessages.ended);
    const early = await me.post(`/api/challenges/${later.id}/complete`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(challengeMessages.notCurrent);
    expect(await points(user.id)).toBe(0);
  });

  it('says a challenge that has not started is not open yet, at any hour of the day', async () => {
    // In the evening (UTC) a challenge starting tomorrow has its earliest completion date tomorrow too: the answer
    // must still be that it is not open, not that today is too early.
    let now = new Date();
    await withTestApp(
      {},
      async ({ t: other, http: client }) => {
        const { http: me } = await client.member();
        for (const hour of ['00:30', '11:59', '12:01', '23:30']) {
          now = new Date(`2026-06-01T${hour}:00Z`);
          const later = await buildChallenge(other.db as Db, {
            startDate: new Date(now.getTime() + DAY),
            endDate: new Date(now.getTime() + 9 * DAY),
          });
          const res = await me.post(`/api/challenges/${later.id}/complete`, {});
          expect([hour, res.statusCode, res.json().message]).toEqual([hour, 409, challengeMessages.notCurrent]);
        }
      },
      { clock: () => now },
    );
  });

  it('takes today when the request has no body at all', async () => {
    const c = await buildChallenge(db());
    const { http: me } = await http.member();
    const res = await me.inject({ method: 'POST', url: `/api/challenges/${c.id}/complete` });
    expect(res.statusCode).toBe(200);
    expect((await me.get('/api/user/completedChallenges')).json()[0].completionDate).toBe(day(0));
  });

  it('answers guests 401 and a missing challenge 404', async () => {
    const c = await buildChallenge(db());
    expect((await http.post(`/api/challenges/${c.id}/complete`, {})).statusCode).toBe(401);
    expect((await http.get('/api/user/completedChallenges')).statusCode).toBe(401);
    const { http: me } = await http.member();
    expect((await me.post('/api/challenges/424242/complete', {})).statusCode).toBe(404);
  });

  it('counts completions as kind acts on the home page', async () => {
    const before = (await http.get('/api/stats')).json().totalActs;
    const c = await buildChallenge(db());
    const member = await buildUser(db());
    await http.as(member).post(`/api/challenges/${c.id}/complete`, {});
    expect((await http.get('/api/stats')).json().totalActs).toBe(before + 1);
  });
});
