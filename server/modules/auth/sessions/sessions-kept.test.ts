import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../../../config';
import { sessions, users } from '../../../db/schema';
import { hashToken } from '../../../lib/tokens';
import { buildChallenge, buildUser } from '../../../test/factories';
import { buildInstance, type TestContext } from '../../../test/build-test-app';
import { createHttp, useTestApp, type TestHttp } from '../../../test/harness';
import { storyBy } from '../../../test/story-world';

// Sessions kept a moment per instance (decision 051), with the production lifetime (2 s); the other caches stay off.
const { t, http } = useTestApp(
  {},
  { cacheTtl: { ...DEFAULT_CACHE_TTL, statsMs: 0, storyPageMs: 0, currentChallengeMs: 0 } },
);

const PASSWORD = 'Gentle-River-42';

/**
 * Changes a member's balance in the database behind the app's back. Points are the one thing a session carries that
 * the database does not announce (migration 0020), so whether the app still shows the old balance tells whether it
 * answered from what it kept.
 */
const setPointsBehindTheAppsBack = (userId: number, points: number) =>
  t.db.update(users).set({ points }).where(eq(users.id, userId));

const pointsSeenBy = async (client: TestHttp) => {
  const res = await client.get('/api/user');
  return res.statusCode === 200 ? (res.json().points as number) : res.statusCode;
};

describe('sessions kept a moment on the instance (decision 051)', () => {
  it('reads a session once for the requests of the same moment', async () => {
    const { user, http: me } = await http.member();
    expect(await pointsSeenBy(me)).toBe(0);
    await setPointsBehindTheAppsBack(user.id, 77);
    expect(await pointsSeenBy(me)).toBe(0);
  });

  it("shows a member's own change at once: their next request reads the session again", async () => {
    const challenge = await buildChallenge(t.db, { basePoints: 40 });
    const { http: me } = await http.member();
    expect(await pointsSeenBy(me)).toBe(0);
    expect((await me.post(`/api/challenges/${challenge.id}/complete`, {})).statusCode).toBe(200);
    expect(await pointsSeenBy(me)).toBe(40);
  });

  it("keeps the liker's session through a like, the one route that says it changes nothing a session carries", async () => {
    const { story } = await storyBy(t.db, http, { status: 'approved' });
    const { user, http: me } = await http.member();
    expect(await pointsSeenBy(me)).toBe(0);
    await setPointsBehindTheAppsBack(user.id, 77);
    expect((await me.post(`/api/stories/${story.id}/like`)).statusCode).toBe(200);
    expect(await pointsSeenBy(me)).toBe(0);
    // Any other change forgets it, even one that was refused.
    expect((await me.post('/api/user/change-password', {})).statusCode).toBe(400);
    expect(await pointsSeenBy(me)).toBe(77);
  });

  it("shows an admin's change to a member at once", async () => {
    const { user, http: member } = await http.member();
    const { http: admin } = await http.admin();
    expect(await pointsSeenBy(member)).toBe(0);
    const add = await admin.post('/api/admin/adjust-points', { userId: user.id, points: 30, reason: 'Helped out' });
    expect(add.statusCode).toBe(200);
    expect(await pointsSeenBy(member)).toBe(30);
  });

  it("forgets every kept session after a guest's change (a reset link may be anyone's)", async () => {
    const { user, http: member } = await http.member();
    expect(await pointsSeenBy(member)).toBe(0);
    await setPointsBehindTheAppsBack(user.id, 77);
    expect((await http.post('/api/login', { username: 'nobody@example.test', password: 'wrong' })).statusCode).toBe(
      401,
    );
    expect(await pointsSeenBy(member)).toBe(77);
  });

  it('ends sessions at once: the logged-out cookie, and the other sessions after a password change', async () => {
    const { http: me } = await http.member();
    const token = (await me.sessionToken())!;
    expect(await pointsSeenBy(me)).toBe(0);
    expect((await me.post('/api/logout')).statusCode).toBe(200);
    expect(await pointsSeenBy(http.withSession(token))).toBe(401);

    const user = await buildUser(t.db, { password: PASSWORD });
    const here = http.as(user);
    const elsewhere = http.as(user);
    expect([await pointsSeenBy(here), await pointsSeenBy(elsewhere)]).toEqual([0, 0]);
    const change = await here.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Quiet-Harbour-58',
      confirmNewPassword: 'Quiet-Harbour-58',
    });
    expect(change.statusCode).toBe(200);
    expect(await pointsSeenBy(here)).toBe(0);
    expect(await pointsSeenBy(elsewhere)).toBe(401);
  });

  it('never keeps a session that ends within the moment', async () => {
    const { user, http: me } = await http.member();
    const token = (await me.sessionToken())!;
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.id, hashToken(token)));
    expect(await pointsSeenBy(me)).toBe(0);
    await setPointsBehindTheAppsBack(user.id, 77);
    expect(await pointsSeenBy(me)).toBe(77);
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
    expect(await pointsSeenBy(there)).toBe(0);
    await setPointsBehindTheAppsBack(user.id, 77);
    expect(await pointsSeenBy(there)).toBe(0);
    await change(user.id, token);
    await vi.waitFor(async () => expect([77, 401]).toContain(await pointsSeenBy(there)), { timeout: 10_000 });
  });

  it('after a change made through the other instance (an admin suspends the member there)', async () => {
    const { user, http: member } = await http.member();
    const there = otherHttp.withSession((await member.sessionToken())!);
    expect(await pointsSeenBy(there)).toBe(0);
    const { http: admin } = await http.admin();
    const suspend = await admin.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Unkind messages' });
    expect(suspend.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await pointsSeenBy(there)).toBe(401), { timeout: 10_000 });
  });
});
