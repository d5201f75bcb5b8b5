import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../../../config';
import { sessions, users } from '../../../db/schema';
import { hashToken } from '../../../lib/tokens';
import { freshCookieName } from '../../../plugins/session';
import { buildChallenge, buildUser } from '../../../test/factories';
import { buildInstance, type TestContext } from '../../../test/build-test-app';
import { createHttp, useTestApp, type TestHttp } from '../../../test/harness';
import { storyBy } from '../../../test/story-world';

// Sessions kept a moment per instance (decisions 051 and 069), with the production lifetime; the other caches stay off.
const { t, http } = useTestApp(
  {},
  { cacheTtl: { ...DEFAULT_CACHE_TTL, statsMs: 0, storyPageMs: 0, currentChallengeMs: 0 } },
);

const PASSWORD = 'Gentle-River-42';

/**
 * Ends a session in the database behind the app's back: moving its end into the past is a change the database does
 * not announce (migration 0020 announces deletions), so whether the app still lets its member in tells whether it
 * answered from the session it kept.
 */
const endBehindTheAppsBack = async (client: TestHttp) =>
  t.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.id, hashToken((await client.sessionToken())!)));

/** 200 while the session the client sends is taken as live, 401 once it is read again and found ended. */
const seenBy = async (client: TestHttp) => (await client.get('/api/user/completedChallenges')).statusCode;

const pointsSeenBy = async (client: TestHttp) => {
  const res = await client.get('/api/user');
  return res.statusCode === 200 ? (res.json().points as number) : res.statusCode;
};

describe('sessions kept a moment on the instance (decision 051)', () => {
  it('reads a session once for the requests of the same moment', async () => {
    const { http: me } = await http.member();
    expect(await seenBy(me)).toBe(200);
    await endBehindTheAppsBack(me);
    expect(await seenBy(me)).toBe(200);
  });

  it('reads the current member from the row on every request: the balance anyone may change (decision 069)', async () => {
    const { user, http: me } = await http.member();
    expect(await seenBy(me)).toBe(200);
    expect(await pointsSeenBy(me)).toBe(0);
    await t.db.update(users).set({ points: 77 }).where(eq(users.id, user.id));
    expect(await pointsSeenBy(me)).toBe(77);
    expect((await me.get('/api/user/summary')).json()).toMatchObject({ points: 77 });
    // The other routes still answer from the kept session.
    await endBehindTheAppsBack(me);
    expect(await seenBy(me)).toBe(200);
    expect(await pointsSeenBy(me)).toBe(401);
  });

  it("sees a member's own change at once: their next request reads the session again", async () => {
    const challenge = await buildChallenge(t.db, { basePoints: 40 });
    const { http: me } = await http.member();
    expect(await seenBy(me)).toBe(200);
    await endBehindTheAppsBack(me);
    expect((await me.post(`/api/challenges/${challenge.id}/complete`, {})).statusCode).toBe(200);
    expect(await seenBy(me)).toBe(401);
  });

  it("keeps the liker's session through a like, the one route that says it changes nothing a session carries", async () => {
    const { story } = await storyBy(t.db, http, { status: 'approved' });
    const { http: me } = await http.member();
    expect(await seenBy(me)).toBe(200);
    await endBehindTheAppsBack(me);
    const like = await me.post(`/api/stories/${story.id}/like`);
    expect(like.statusCode).toBe(200);
    expect(like.cookies.map((c) => c.name)).not.toContain(freshCookieName(t.config));
    expect(await seenBy(me)).toBe(200);
    // Any other change forgets it, even one that was refused.
    expect((await me.post('/api/user/change-password', {})).statusCode).toBe(400);
    expect(await seenBy(me)).toBe(401);
  });

  it("sees an admin's change to a member at once", async () => {
    const { user, http: member } = await http.member();
    const { http: admin } = await http.admin();
    expect(await seenBy(member)).toBe(200);
    await endBehindTheAppsBack(member);
    const add = await admin.post('/api/admin/adjust-points', { userId: user.id, points: 30, reason: 'Helped out' });
    expect(add.statusCode).toBe(200);
    expect(await seenBy(member)).toBe(401);
  });

  it("forgets every kept session after a guest's change (a reset link may be anyone's)", async () => {
    const { http: member } = await http.member();
    expect(await seenBy(member)).toBe(200);
    await endBehindTheAppsBack(member);
    expect((await http.post('/api/login', { username: 'nobody@example.test', password: 'wrong' })).statusCode).toBe(
      401,
    );
    expect(await seenBy(member)).toBe(401);
  });

  it('ends sessions at once: the logged-out cookie, and the other sessions after a password change', async () => {
    const { http: me } = await http.member();
    const token = (await me.sessionToken())!;
    expect(await seenBy(me)).toBe(200);
    expect((await me.post('/api/logout')).statusCode).toBe(200);
    expect(await seenBy(http.withSession(token))).toBe(401);

    const user = await buildUser(t.db, { password: PASSWORD });
    const here = http.as(user);
    const elsewhere = http.as(user);
    expect([await seenBy(here), await seenBy(elsewhere)]).toEqual([200, 200]);
    const change = await here.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Quiet-Harbour-58',
      confirmNewPassword: 'Quiet-Harbour-58',
    });
    expect(change.statusCode).toBe(200);
    expect(await seenBy(here)).toBe(200);
    expect(await seenBy(elsewhere)).toBe(401);
  });

  it('never keeps a session that ends within the moment', async () => {
    const { http: me } = await http.member();
    const token = (await me.sessionToken())!;
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.id, hashToken(token)));
    expect(await seenBy(me)).toBe(200);
    await endBehindTheAppsBack(me);
    expect(await seenBy(me)).toBe(401);
  });
});

describe('what another instance kept, forgotten when the database says it changed (migration 0020)', () => {
  // A second instance on the same database that keeps sessions for a minute: only the notification can explain
  // it forgetting one within the test.
  let other: TestContext;
  let otherHttp: TestHttp;
  beforeAll(async () => {
    other = await buildInstance(t.handle, { ...t.config, cacheTtl: { ...t.config.cacheTtl, sessionMs: 60_000 } });
    otherHttp = createHttp(other);
  });
  afterAll(async () => {
    await other.close();
  });

  const changes: [string, (userId: number, token: string) => Promise<unknown>][] = [
    ['the display name', (id) => t.db.update(users).set({ displayName: 'Renamed' }).where(eq(users.id, id))],
    ['the avatar', (id) => t.db.update(users).set({ avatar: 'avatar-3' }).where(eq(users.id, id))],
    ['the role', (id) => t.db.update(users).set({ role: 'admin' }).where(eq(users.id, id))],
    ['the confirmed address', (id) => t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id))],
    ['the password', (id) => t.db.update(users).set({ passwordHash: '!changed' }).where(eq(users.id, id))],
    ['a suspension', (id) => t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id))],
    ['the session ended', (_id, token) => t.db.delete(sessions).where(eq(sessions.id, hashToken(token)))],
    ['the account deleted', (id) => t.db.delete(users).where(eq(users.id, id))],
  ];

  it.each(changes)('after a change of %s', async (_what, change) => {
    const user = await buildUser(t.db);
    const token = (await http.as(user).sessionToken())!;
    const there = otherHttp.withSession(token);
    expect(await seenBy(there)).toBe(200);
    await endBehindTheAppsBack(there);
    expect(await seenBy(there)).toBe(200);
    await change(user.id, token);
    await vi.waitFor(async () => expect(await seenBy(there)).toBe(401), { timeout: 10_000 });
  });

  it('after a change made through the other instance (an admin suspends the member there)', async () => {
    const { user, http: member } = await http.member();
    const there = otherHttp.withSession((await member.sessionToken())!);
    expect(await seenBy(there)).toBe(200);
    const { http: admin } = await http.admin();
    const suspend = await admin.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Unkind messages' });
    expect(suspend.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await seenBy(there)).toBe(401), { timeout: 10_000 });
  });
});
