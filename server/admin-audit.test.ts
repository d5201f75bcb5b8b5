import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { CONTACT_SWEEP_STEPS } from './composition';
import type { Db } from './db/client';
import { adminAuditLog, connectionProfiles } from './db/schema';
import { CONTACT_SWEEP, sweepStoredContactDetails } from './modules/contact-guard/contact-guard.service';
import { appealTokenFrom } from './modules/reports/test/reports-world';
import { matchedPair, memberWithProfile, postRequest, profileBody, send } from './test/factories/connections';
import { buildChallenge, buildReward, buildUser } from './test/factories';
import { formData, testImage } from './test/form-data';
import { useTestApp, type TestHttp } from './test/harness';
import { storyBy } from './test/story-world';

// Every admin action leaves its audit row (decision 032), checked by walking the route table (decision 065): each
// non-GET route whose access is `admin` is called once with input that succeeds, by an admin of its own, and must
// answer 2xx and leave at least one more audit row with that admin as the actor. A new admin write without its entry
// below fails the first test; an entry whose route writes no row fails the second.

const { t, http } = useTestApp();
const db = () => t.db as Db;
const PASSWORD = 'Gentle-River-42';

/** One call of a route: its path with the ids filled in, and a JSON body or a multipart form. */
interface Call {
  url: string;
  payload?: unknown;
  form?: ReturnType<typeof formData>;
}

/** How to call a route so that it succeeds: builds what it acts on, then answers the call. `admin` is the actor. */
type Recipe = (admin: { id: number; http: TestHttp }) => Promise<Call>;

const member = () => buildUser(db());
const setupAdmin = async () => (await http.admin()).http;
const idOf = (res: { statusCode: number; body: string; json(): unknown }, key = 'id') => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as Record<string, number>)[key]!;
};

/** A member reported by another on Kindness Connections; answers the report's id. */
async function connectionReport() {
  const { requester, helper } = await matchedPair(http);
  return idOf(
    await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Harassment or bullying',
    }),
  );
}

let sweeps = 0;
/** A held profile bio (the contact sweep's, a new version each time so that it runs), answered as its hold id. */
async function heldBio() {
  const user = await member();
  await db()
    .insert(connectionProfiles)
    .values({
      userId: user.id,
      bio: 'add me on snap, I am sam_lee',
      dateOfBirth: '1990-05-04',
      canHelp: true,
      needsHelp: true,
      helpCategories: ['emotional'],
    });
  await sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS, { version: CONTACT_SWEEP.version + ++sweeps });
  const queue = await (await setupAdmin()).get('/api/admin/review-queue', { query: { pageSize: '100' } });
  const items = queue.json().items as { type: string; holdId: number; target: string }[];
  return Math.max(...items.filter((i) => i.type === 'hidden' && i.target === 'profile_bio').map((i) => i.holdId));
}

/** An appeal against a removed story, waiting for the team. */
async function pendingAppeal() {
  const { story, user: author } = await storyBy(db(), http, { status: 'approved' });
  const reporter = await http.member();
  expect(
    (await reporter.http.post(`/api/stories/${story.id}/report`, { reason: 'Spam or advertising' })).statusCode,
  ).toBe(201);
  const admin = await setupAdmin();
  const [report] = (await admin.get('/api/admin/reports?kind=content&status=pending')).json().items as { id: number }[];
  const resolved = await admin.post(`/api/admin/reports/content/${report!.id}/resolve`, { outcome: 'content_removed' });
  expect(resolved.statusCode, resolved.body).toBe(200);
  const token = await appealTokenFrom(db(), author.username);
  expect((await http.post('/api/appeals', { token, text: 'It was a real story.' })).statusCode).toBe(201);
  const queue = (await admin.get('/api/admin/review-queue?pageSize=100')).json().items as {
    type: string;
    appeal?: { id: number };
  }[];
  return queue.find((i) => i.type === 'appeal')!.appeal!.id;
}

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** The admin starts enrolling an authenticator; answers its secret. */
async function totpSecret(admin: TestHttp) {
  const setup = await admin.post('/api/user/totp/setup', { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  return (setup.json() as { secret: string }).secret;
}

const challengeInput = {
  title: 'Carry someone’s shopping',
  summary: 'Offer to carry shopping for someone who needs a hand.',
  startDate: '2030-12-01T08:00:00.000Z',
  endDate: '2030-12-15T08:00:00.000Z',
};

/** Every admin write, keyed `METHOD /path` as the route table has it. */
const RECIPES: Record<string, Recipe> = {
  'POST /api/admin/adjust-points': async () => ({
    url: '/api/admin/adjust-points',
    payload: { userId: (await member()).id, points: 5, reason: 'Helped out' },
  }),
  'POST /api/admin/users/:id/suspend': async () => ({
    url: `/api/admin/users/${(await member()).id}/suspend`,
    payload: { reason: 'Rude messages' },
  }),
  'POST /api/admin/users/:id/unsuspend': async () => {
    const id = (await member()).id;
    expect((await (await setupAdmin()).post(`/api/admin/users/${id}/suspend`, { reason: 'x' })).statusCode).toBe(200);
    return { url: `/api/admin/users/${id}/unsuspend` };
  },
  'PATCH /api/admin/users/:id/date-of-birth': async () => ({
    url: `/api/admin/users/${(await memberWithProfile(http)).user.id}/date-of-birth`,
    payload: { dateOfBirth: '1991-01-01', reason: 'Typo at sign-up' },
  }),
  'POST /api/admin/users/:id/under-age-answer/clear': async () => {
    const child = await http.member();
    const young = `${new Date().getUTCFullYear() - 9}-01-01`;
    const answered = await child.http.post('/api/connections/profile', profileBody({ dateOfBirth: young }));
    expect(answered.statusCode, answered.body).toBe(403);
    return {
      url: `/api/admin/users/${child.user.id}/under-age-answer/clear`,
      payload: { reason: 'A parent wrote in' },
    };
  },
  'POST /api/admin/reset-user-password': async () => ({
    url: '/api/admin/reset-user-password',
    payload: { userId: (await member()).id, newPassword: 'Quiet-Harbour-Lantern-93' },
  }),
  'POST /api/admin/settings': async () => ({
    url: '/api/admin/settings',
    payload: { key: 'starting_total_acts', value: '1200' },
  }),
  'POST /api/challenges': async () => ({ url: '/api/challenges', payload: challengeInput }),
  'PATCH /api/challenges/:id': async () => ({
    url: `/api/challenges/${(await buildChallenge(db())).id}`,
    payload: { title: 'Carry a neighbour’s shopping' },
  }),
  'POST /api/admin/images': async () => ({
    url: '/api/admin/images',
    form: formData({}, { filename: 'a.png', contentType: 'image/png', data: await testImage() }),
  }),
  'POST /api/rewards': async () => ({ url: '/api/rewards', payload: { name: 'Badge', description: 'A pin' } }),
  'PATCH /api/rewards/:id': async () => ({
    url: `/api/rewards/${(await buildReward(db())).id}`,
    payload: { name: 'Seed kit' },
  }),
  'PATCH /api/admin/claimed-rewards/:id': async () => {
    const reward = await buildReward(db(), { pointsCost: 100 });
    const user = await buildUser(db(), { points: 500 });
    const claimed = await http.as(user).post(`/api/rewards/${reward.id}/claim`, { email: 'deliver@example.test' });
    expect(claimed.statusCode, claimed.body).toBe(201);
    return { url: `/api/admin/claimed-rewards/${claimed.json().claim.id}`, payload: { status: 'fulfilled' } };
  },
  'PATCH /api/stories/:id/status': async () => ({
    url: `/api/stories/${(await storyBy(db(), http)).story.id}/status`,
    payload: { status: 'approved' },
  }),
  'PATCH /api/admin/connections/reports/:id': async () => ({
    url: `/api/admin/connections/reports/${await connectionReport()}`,
    payload: { status: 'reviewed' },
  }),
  'PATCH /api/admin/reports/:kind/:id': async () => ({
    url: `/api/admin/reports/connection/${await connectionReport()}`,
    payload: { status: 'reviewed' },
  }),
  'POST /api/admin/reports/:kind/:id/resolve': async () => ({
    url: `/api/admin/reports/connection/${await connectionReport()}/resolve`,
    payload: { outcome: 'no_action' },
  }),
  'POST /api/admin/appeals/:id/decision': async () => ({
    url: `/api/admin/appeals/${await pendingAppeal()}/decision`,
    payload: { decision: 'upheld' },
  }),
  'POST /api/admin/crisis-messages/:id/handled': async () => {
    const { helper, conversationId } = await matchedPair(http);
    const sent = await send(helper, conversationId, 'I feel suicidal tonight');
    return { url: `/api/admin/crisis-messages/${idOf(sent)}/handled` };
  },
  'POST /api/admin/contact-holds/:id/restore': async () => ({
    url: `/api/admin/contact-holds/${await heldBio()}/restore`,
  }),
  'POST /api/admin/contact-holds/:id/remove': async () => ({
    url: `/api/admin/contact-holds/${await heldBio()}/remove`,
  }),
  'DELETE /api/admin/connections/conversations/:id': async () => ({
    url: `/api/admin/connections/conversations/${(await matchedPair(http)).conversationId}`,
  }),
  'POST /api/admin/conversations/:id/message': async () => ({
    url: `/api/admin/conversations/${(await matchedPair(http)).conversationId}/message`,
    payload: { content: 'A gentle reminder from the KindRipple team.' },
  }),
  'PATCH /api/admin/connections/requests/:id': async () => ({
    url: `/api/admin/connections/requests/${await postRequest(await memberWithProfile(http))}`,
    payload: {
      title: 'Help with my maths homework',
      description: 'I am stuck on fractions and would love a patient explanation.',
      category: 'emotional',
      urgency: 'high',
    },
  }),
  'DELETE /api/admin/connections/requests/:id': async () => ({
    url: `/api/admin/connections/requests/${await postRequest(await memberWithProfile(http))}`,
  }),
  'DELETE /api/admin/connections/reviews/:id': async () => {
    const pair = await matchedPair(http);
    const done = await pair.requester.http.post(`/api/connections/conversations/${pair.conversationId}/complete`, {
      rating: 5,
      comment: 'Kind and patient, thank you!',
      revieweeId: pair.helper.user.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    const reviews = (await (await setupAdmin()).get('/api/admin/connections/reviews')).json().items as {
      id: number;
      conversationId: number;
    }[];
    return {
      url: `/api/admin/connections/reviews/${reviews.find((r) => r.conversationId === pair.conversationId)!.id}`,
    };
  },
  'POST /api/admin/connections/block/:userId': async () => ({
    url: `/api/admin/connections/block/${(await memberWithProfile(http)).user.id}`,
    payload: { reason: 'Harassment' },
  }),
  'DELETE /api/admin/connections/block/:userId': async () => {
    const id = (await memberWithProfile(http)).user.id;
    expect((await (await setupAdmin()).post(`/api/admin/connections/block/${id}`, { reason: 'x' })).statusCode).toBe(
      200,
    );
    return { url: `/api/admin/connections/block/${id}` };
  },
  'POST /api/user/totp/enable': async (admin) => ({
    url: '/api/user/totp/enable',
    payload: { code: codeOf(await totpSecret(admin.http)) },
  }),
  'DELETE /api/user/totp': async (admin) => {
    const enabled = await admin.http.post('/api/user/totp/enable', { code: codeOf(await totpSecret(admin.http)) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const [recovery] = (enabled.json() as { recoveryCodes: string[] }).recoveryCodes;
    return { url: '/api/user/totp', payload: { code: recovery, password: PASSWORD } };
  },
};

/**
 * Admin writes that leave no audit row, each with its reason. Starting an enrolment only shows the admin a secret to
 * scan: nothing changes until the first code enables it, which is audited ('totp.enable').
 */
const NOT_AUDITED = new Set(['POST /api/user/totp/setup']);

/** How many audit rows name the admin as the actor. */
const rowsBy = async (adminId: number) =>
  (await db().select({ id: adminAuditLog.id }).from(adminAuditLog).where(eq(adminAuditLog.actorId, adminId))).length;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const adminWrites = () =>
  [
    ...new Set(
      t.app.routeAccess.filter((r) => r.access === 'admin' && WRITES.has(r.method)).map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

describe('every admin write leaves an audit row', () => {
  it('each admin route other than GET has a way to call it here (or a reason it writes no row)', () => {
    const writes = adminWrites();
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.filter((w) => !(w in RECIPES) && !NOT_AUDITED.has(w))).toEqual([]);
    // And nothing listed here is gone from the route table.
    expect([...Object.keys(RECIPES), ...NOT_AUDITED].filter((w) => !writes.includes(w))).toEqual([]);
  });

  it('each one, called with input that succeeds, answers 2xx and writes a row naming its admin', async () => {
    const missing: string[] = [];
    for (const key of adminWrites().filter((w) => w in RECIPES)) {
      const user = await buildUser(db(), { role: 'admin', password: PASSWORD });
      const admin = { id: user.id, http: http.as(user) };
      const call = await RECIPES[key]!(admin);
      const before = await rowsBy(user.id);
      const method = key.split(' ')[0] as 'POST';
      const res = call.form
        ? await admin.http.inject({ method, url: call.url, ...call.form })
        : await admin.http.inject({ method, url: call.url, payload: call.payload ?? {} });
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      if ((await rowsBy(user.id)) <= before) missing.push(key);
    }
    expect(missing).toEqual([]);
  });
});
