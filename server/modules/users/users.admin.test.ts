import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../common/schemas/admin-users';
import type { Db } from '../../db/client';
import { conversations, users } from '../../db/schema';
import { ADULT_DOB, buildSession, buildUser, memberWithProfile, postRequest, uniqueEmail } from '../../test/factories';
import { useTestApp, type TestHttp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { recentAdminActions } from '../audit/audit.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const PASSWORD = 'Lantern-Harbour-48';
const NEW_PASSWORD = 'Meadow-Compass-93';

const login = (username: string, password: string) => http.post('/api/login', { username, password });

/** A member with a help profile (through the API), signed in. */
const helpMember = (dob = ADULT_DOB) => memberWithProfile(http, { dob, user: { password: PASSWORD } });

const openRequestIds = async (client: TestHttp) =>
  ((await client.get('/api/connections/requests')).json().items as { id: number }[]).map((i) => i.id);

const conversationStatus = async (requestId: number) =>
  (await db().select().from(conversations).where(eq(conversations.requestId, requestId)))[0]?.status;

const lastAudit = async () => (await recentAdminActions(db(), 1))[0];

describe('Manage Users: access', () => {
  it('refuses guests (401) and members (403) on every call, changing nothing', async () => {
    const target = await buildUser(db(), { points: 40 });
    const { http: member } = await http.member();
    for (const [client, status] of [
      [http, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/api/admin/users')).statusCode).toBe(status);
      expect(
        (await client.post('/api/admin/reset-user-password', { userId: target.id, newPassword: NEW_PASSWORD }))
          .statusCode,
      ).toBe(status);
      expect((await client.post('/api/admin/adjust-points', { userId: target.id, points: -40 })).statusCode).toBe(
        status,
      );
      expect((await client.post(`/api/admin/users/${target.id}/suspend`, { reason: 'x' })).statusCode).toBe(status);
      expect((await client.post(`/api/admin/users/${target.id}/unsuspend`)).statusCode).toBe(status);
      expect(
        (await client.patch(`/api/admin/users/${target.id}/date-of-birth`, { dateOfBirth: ADULT_DOB, reason: 'x' }))
          .statusCode,
      ).toBe(status);
    }
    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect([row?.points, row?.suspendedAt]).toEqual([40, null]);
  });
});

describe('GET /api/admin/users', () => {
  it('pages by id, 20 a page, with the total, and searches name or e-mail', async () => {
    const { http: admin } = await http.admin();
    const tag = `zq${Date.now() % 100000}`;
    const made = [];
    for (let i = 0; i < 23; i++)
      made.push(await buildUser(db(), { displayName: `${tag} Kind ${i}`, username: uniqueEmail(`p${i}`) }));
    await buildUser(db(), { username: `${tag}-mail@example.test`, displayName: 'Mail Match' });
    await buildUser(db(), { displayName: '100%_sure' });

    const first = (await admin.get('/api/admin/users', { query: { search: tag } })).json();
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([24, 1, 20, 20]);
    const ids = first.items.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.items[0]).not.toHaveProperty('passwordHash');
    expect(first.items[0]).toMatchObject({ suspended: false, hasHelpProfile: false, role: 'member' });

    const second = (await admin.get('/api/admin/users', { query: { search: tag.toUpperCase(), page: '2' } })).json();
    expect(second.items.map((u: { displayName: string }) => u.displayName)).toEqual([
      `${tag} Kind 20`,
      `${tag} Kind 21`,
      `${tag} Kind 22`,
      'Mail Match',
    ]);
    // Wildcards are taken literally.
    const literal = (await admin.get('/api/admin/users', { query: { search: '%_' } })).json();
    expect(literal.items.map((u: { displayName: string }) => u.displayName)).toEqual(['100%_sure']);

    const all = (await admin.get('/api/admin/users')).json();
    expect(all.total).toBeGreaterThanOrEqual(26);
  });

  it('refuses a bad page or search with 400', async () => {
    const { http: admin } = await http.admin();
    expect((await admin.get('/api/admin/users', { query: { page: '0' } })).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users', { query: { page: 'two' } })).statusCode).toBe(400);
    const long = await admin.get('/api/admin/users', { query: { search: 'x'.repeat(101) } });
    expect([long.statusCode, long.json().message]).toEqual([400, adminUserMessages.searchTooLong]);
  });
});

describe('POST /api/admin/adjust-points', () => {
  it('adds and takes points through the ledger, never below 0, each with its audit row', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const member = await buildUser(db());
    const add = await admin.post('/api/admin/adjust-points', {
      userId: member.id,
      points: 30,
      reason: 'Helped at the fair',
    });
    expect(add.json()).toEqual({ message: adminUserMessages.pointsAdjusted, points: 30 });

    const tooMuch = await admin.post('/api/admin/adjust-points', { userId: member.id, points: -40 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, adminUserMessages.belowZero(30)]);

    const take = await admin.post('/api/admin/adjust-points', { userId: member.id, points: -30, reason: 'Duplicate' });
    expect(take.json().points).toBe(0);

    const history = (await http.as(member).get('/api/user/points-history')).json().items;
    expect(history.map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [-30, 'admin_adjustment'],
      [30, 'admin_adjustment'],
    ]);
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row?.points).toBe(0);
    const audits = await recentAdminActions(db(), 2);
    expect(audits.map((a) => [a.action, a.actorId, a.targetId, a.changes])).toEqual([
      ['points.adjust', adminUser.id, member.id, { points: -30, reason: 'Duplicate', balance: 0 }],
      ['points.adjust', adminUser.id, member.id, { points: 30, reason: 'Helped at the fair', balance: 30 }],
    ]);
  });

  it('refuses 0, fractions, text and unknown members', async () => {
    const { http: admin } = await http.admin();
    const member = await buildUser(db());
    for (const points of [0, 1.5, '10', 2_000_000]) {
      const res = await admin.post('/api/admin/adjust-points', { userId: member.id, points });
      expect(res.statusCode).toBe(400);
    }
    expect((await admin.post('/api/admin/adjust-points', { userId: member.id, points: 0 })).json().message).toBe(
      adminUserMessages.pointsWhole,
    );
    expect((await admin.post('/api/admin/adjust-points', { userId: 2_000_000, points: 5 })).statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it('ends sessions, refuses login with 403 and the end, hides open requests, closes conversations; lifting restores', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const suspect = await helpMember();
    const viewer = await helpMember();
    const requestId = await postRequest(suspect, { urgency: 'medium' });
    const matchedId = await postRequest(suspect, { urgency: 'medium' });
    const accepted = await viewer.http.post(`/api/connections/requests/${matchedId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const session = await buildSession(db(), { user: suspect.user });
    expect(await openRequestIds(viewer.http)).toContain(requestId);

    const until = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
    const res = await admin.post(`/api/admin/users/${suspect.user.id}/suspend`, { reason: 'Rude messages', until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User suspended',
      user: { id: suspect.user.id, suspended: true, suspendedUntil: until, suspensionReason: 'Rude messages' },
    });

    expect((await http.withSession(session.token).get('/api/user')).statusCode).toBe(401);
    const refused = await login(suspect.user.username, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.stringContaining('suspended until'), suspendedUntil: until });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await openRequestIds(viewer.http)).not.toContain(requestId);
    const conversations = (await viewer.http.get('/api/connections/conversations')).json().items;
    expect(conversations.map((c: { status: string }) => c.status)).toEqual(['closed']);
    const mail = (await readOutbox(db(), suspect.user.username)).find(
      (m) => m.subject === 'Your KindRipple account is suspended',
    );
    expect(mail?.text).toContain('Rude messages');
    expect(await lastAudit()).toMatchObject({
      actorId: adminUser.id,
      action: 'user.suspend',
      targetId: suspect.user.id,
      changes: { reason: 'Rude messages', until, requestsHidden: 1 },
    });
    const listed = (await admin.get('/api/admin/users', { query: { search: suspect.user.username } })).json();
    expect(listed.items[0]).toMatchObject({ suspended: true, suspendedUntil: until });

    const lifted = await admin.post(`/api/admin/users/${suspect.user.id}/unsuspend`);
    expect(lifted.json()).toMatchObject({ message: adminUserMessages.unsuspended, user: { suspended: false } });
    expect((await login(suspect.user.username, PASSWORD)).statusCode).toBe(200);
    expect(await openRequestIds(viewer.http)).toContain(requestId);
    expect(await lastAudit()).toMatchObject({ action: 'user.unsuspend', changes: { requestsRestored: 1 } });
    const again = await admin.post(`/api/admin/users/${suspect.user.id}/unsuspend`);
    expect([again.statusCode, again.json().message]).toEqual([400, adminUserMessages.notSuspended]);
  });

  it('without an end refuses login with suspendedUntil null; a past end is lifted at the next login', async () => {
    const { http: admin } = await http.admin();
    const suspect = await helpMember();
    const viewer = await helpMember();
    const requestId = await postRequest(suspect, { urgency: 'medium' });
    await admin.post(`/api/admin/users/${suspect.user.id}/suspend`, { reason: 'Spam' });
    const refused = await login(suspect.user.username, PASSWORD);
    expect([refused.statusCode, refused.json().suspendedUntil]).toEqual([403, null]);

    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, suspect.user.id));
    expect((await login(suspect.user.username, PASSWORD)).statusCode).toBe(200);
    expect(await openRequestIds(viewer.http)).toContain(requestId);
    const [row] = await db().select().from(users).where(eq(users.id, suspect.user.id));
    expect([row?.suspendedAt, row?.suspensionReason]).toEqual([null, null]);
  });

  it('keeps requests the member deleted themself deleted when lifted', async () => {
    const { http: admin } = await http.admin();
    const suspect = await helpMember();
    const viewer = await helpMember();
    const deleted = await postRequest(suspect, { urgency: 'medium' });
    expect((await suspect.http.delete(`/api/connections/requests/${deleted}`)).statusCode).toBeLessThan(300);
    await admin.post(`/api/admin/users/${suspect.user.id}/suspend`, { reason: 'Spam' });
    await admin.post(`/api/admin/users/${suspect.user.id}/unsuspend`);
    expect(await openRequestIds(viewer.http)).not.toContain(deleted);
  });

  it('refuses no reason, a past end, an admin, the admin themself and an unknown member', async () => {
    const { user: self, http: admin } = await http.admin();
    const member = await buildUser(db());
    const other = await buildUser(db(), { role: 'admin' });
    const noReason = await admin.post(`/api/admin/users/${member.id}/suspend`, { reason: '  ' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, adminUserMessages.reasonRequired]);
    const past = await admin.post(`/api/admin/users/${member.id}/suspend`, {
      reason: 'Spam',
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect([past.statusCode, past.json().message]).toEqual([400, adminUserMessages.untilPast]);
    expect(
      (await admin.post(`/api/admin/users/${member.id}/suspend`, { reason: 'Spam', until: 'soon' })).statusCode,
    ).toBe(400);
    expect((await admin.post(`/api/admin/users/${other.id}/suspend`, { reason: 'Spam' })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/users/${self.id}/suspend`, { reason: 'Spam' })).statusCode).toBe(409);
    expect((await admin.post('/api/admin/users/2000000/suspend', { reason: 'Spam' })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/users/abc/suspend', { reason: 'Spam' })).statusCode).toBe(400);
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row?.suspendedAt).toBeNull();
  });
});

describe('PATCH /api/admin/users/{id}/date-of-birth', () => {
  it('corrects the date, closes conversations when the age band changes, and audits bands, never dates', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const requester = await helpMember();
    const helper = await helpMember();
    const requestId = await postRequest(requester, { urgency: 'medium' });
    expect((await helper.http.post(`/api/connections/requests/${requestId}/accept`)).statusCode).toBe(201);

    const same = await admin.patch(`/api/admin/users/${requester.user.id}/date-of-birth`, {
      dateOfBirth: '1991-01-01',
      reason: 'Typo at sign-up',
    });
    expect(same.json()).toMatchObject({
      message: adminUserMessages.dateOfBirthCorrected,
      user: { hasHelpProfile: true },
    });
    expect(await conversationStatus(requestId)).toBe('active');

    const teen = `${new Date().getUTCFullYear() - 15}-01-01`;
    const res = await admin.patch(`/api/admin/users/${requester.user.id}/date-of-birth`, {
      dateOfBirth: teen,
      reason: 'Parent wrote in',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await requester.http.get('/api/connections/profile')).json().ageBand).toBe('13-17');
    expect(await conversationStatus(requestId)).toBe('closed');
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: adminUser.id,
      action: 'user.correct_date_of_birth',
      targetId: requester.user.id,
      changes: { reason: 'Parent wrote in', ageBandBefore: '18+', ageBandAfter: '13-17' },
    });
    expect(JSON.stringify(audit?.changes)).not.toContain(teen);
  });

  it('refuses a bad date, no reason, an age under 13 and a member with no help profile', async () => {
    const { http: admin } = await http.admin();
    const m = await helpMember();
    const bare = await buildUser(db());
    const url = `/api/admin/users/${m.user.id}/date-of-birth`;
    expect((await admin.patch(url, { dateOfBirth: '1990-02-30', reason: 'x' })).statusCode).toBe(400);
    expect((await admin.patch(url, { dateOfBirth: ADULT_DOB, reason: '' })).json().message).toBe(
      adminUserMessages.reasonRequired,
    );
    const young = await admin.patch(url, { dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01`, reason: 'x' });
    expect([young.statusCode, young.json().message]).toEqual([400, adminUserMessages.tooYoung]);
    expect((await m.http.get('/api/connections/profile')).json().ageBand).toBe('18+');
    const none = await admin.patch(`/api/admin/users/${bare.id}/date-of-birth`, {
      dateOfBirth: ADULT_DOB,
      reason: 'x',
    });
    expect([none.statusCode, none.json().message]).toEqual([404, adminUserMessages.noHelpProfile]);
  });
});
