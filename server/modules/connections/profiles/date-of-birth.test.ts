import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../../common/schemas/admin-users';
import { profileMessages, underAgeRefusal } from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { connectionProfiles, users } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { recentAdminActions } from '../../audit/audit.service';
import { ADULT_DOB, profileBody } from '../../../test/factories';

// A date of birth is answered once (decision 056): an under-13 answer is kept on the account (its time, never the
// date), and every later answer from that account, on any device, gets the same kind refusal until an admin clears it.

const now = new Date('2025-06-10T12:00:00Z');
const { t, http } = useTestApp({ CONTACT_EMAIL: 'team@kindripple.test' }, { clock: () => now });
const db = () => t.db as Db;
const refusal = underAgeRefusal('team@kindripple.test');
const CHILD_DOB = '2013-06-11';

const answer = (client: typeof http, dateOfBirth: unknown) =>
  client.post('/api/connections/profile/date-of-birth', { dateOfBirth });
const answeredAt = async (userId: number) =>
  (await db().select({ at: users.underAgeAnsweredAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

describe('the date-of-birth step (POST /api/connections/profile/date-of-birth)', () => {
  it('keeps nothing for 13 and over; the profile then takes the same date', async () => {
    const { http: me, user } = await http.member();
    const ok = await answer(me, '2012-06-10');
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await answeredAt(user.id)).toBeNull();
    expect((await me.get('/api/connections/profile')).statusCode).toBe(404);
    const created = await me.post('/api/connections/profile', profileBody({ dateOfBirth: '2012-06-10' }));
    expect(created.json()).toMatchObject({ ageBand: '13-17' });
    // A member with a profile has answered already.
    expect((await answer(me, ADULT_DOB)).statusCode).toBe(409);
  });

  it('records an under-13 answer and refuses every later one, on any device, with the kind message', async () => {
    const { http: me, user } = await http.member();
    const child = await answer(me, CHILD_DOB);
    expect(child.statusCode).toBe(403);
    expect(child.json()).toEqual({ message: refusal, ageRefused: true });
    expect(child.json().message).toContain('team@kindripple.test');
    expect(await answeredAt(user.id)).toEqual(now);

    // Another device (a new session of the same account) and the API straight away: the same refusal.
    const otherDevice = http.as(user);
    const again = await answer(otherDevice, ADULT_DOB);
    expect([again.statusCode, again.json()]).toEqual([403, { message: refusal, ageRefused: true }]);
    const direct = await otherDevice.post('/api/connections/profile', profileBody({ dateOfBirth: ADULT_DOB }));
    expect([direct.statusCode, direct.json()]).toEqual([403, { message: refusal, ageRefused: true }]);
    // Even a date the server would call bad input: the account has answered.
    expect((await answer(otherDevice, '2999-01-01')).statusCode).toBe(403);
    // Every device opens on the refusal, not on the question.
    const profile = await otherDevice.get('/api/connections/profile');
    expect([profile.statusCode, profile.json()]).toEqual([403, { message: refusal, ageRefused: true }]);
    // Nothing of a profile, no date anywhere, and the first answer's time kept.
    expect(await db().select().from(connectionProfiles).where(eq(connectionProfiles.userId, user.id))).toEqual([]);
    expect(await answeredAt(user.id)).toEqual(now);
  });

  it('records an under-13 answer sent with the whole profile too', async () => {
    const { http: me, user } = await http.member();
    const res = await me.post('/api/connections/profile', profileBody({ dateOfBirth: CHILD_DOB }));
    expect([res.statusCode, res.json()]).toEqual([403, { message: refusal, ageRefused: true }]);
    expect(await answeredAt(user.id)).toEqual(now);
    expect((await answer(me, ADULT_DOB)).statusCode).toBe(403);
  });

  it('answers a day still to come and nonsense dates as bad input (400), never as an age', async () => {
    const { http: me, user } = await http.member();
    const tomorrow = await answer(me, '2025-06-11');
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toMatchObject({
      message: profileMessages.dateOfBirthFuture,
      errors: { dateOfBirth: profileMessages.dateOfBirthFuture },
    });
    const future = await me.post('/api/connections/profile', profileBody({ dateOfBirth: '2031-01-01' }));
    expect([future.statusCode, future.json().message]).toEqual([400, profileMessages.dateOfBirthFuture]);
    const old = await answer(me, '1899-12-31');
    expect([old.statusCode, JSON.stringify(old.json())]).toEqual([400, expect.stringContaining('check the year')]);
    for (const bad of ['2010-02-30', '10/06/2010', '', 20100610, null, undefined]) {
      expect((await answer(me, bad)).statusCode, String(bad)).toBe(400);
    }
    expect(await answeredAt(user.id)).toBeNull();
    // Today is a real day: born today is under 13, not bad input.
    expect((await answer(me, '2025-06-10')).statusCode).toBe(403);
  });

  it('is for confirmed members: a guest gets 401, an unconfirmed member 403 and nothing is recorded', async () => {
    expect((await answer(http, CHILD_DOB)).statusCode).toBe(401);
    const { http: unconfirmed, user } = await http.member({ emailVerified: false });
    expect((await answer(unconfirmed, CHILD_DOB)).statusCode).toBe(403);
    expect(await answeredAt(user.id)).toBeNull();
  });
});

describe('clearing an under-13 answer (POST /api/admin/users/{id}/under-age-answer/clear)', () => {
  const clear = (client: typeof http, id: number | string, body: unknown) =>
    client.post(`/api/admin/users/${id}/under-age-answer/clear`, body);

  it('shows the mark in Manage Users, clears it with a reason, audits it, and the member may answer again', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const { http: me, user } = await http.member();
    expect((await answer(me, CHILD_DOB)).statusCode).toBe(403);

    const list = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.username)}`);
    expect(list.json().items[0]).toMatchObject({ id: user.id, underAgeAnsweredAt: now.toISOString() });

    expect((await answer(me, ADULT_DOB)).statusCode).toBe(403);
    const res = await clear(admin, user.id, { reason: 'Parent wrote in: the year was typed wrong' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: adminUserMessages.underAgeAnswerCleared,
      user: { id: user.id, underAgeAnsweredAt: null },
    });
    const audit = (await recentAdminActions(db())).find((r) => r.actorId === adminUser.id);
    expect(audit).toMatchObject({
      action: 'user.clear_under_age_answer',
      targetType: 'user',
      targetId: user.id,
      changes: { reason: 'Parent wrote in: the year was typed wrong', answeredAt: now.toISOString() },
    });
    expect((await me.get('/api/connections/profile')).statusCode).toBe(404);
    expect((await answer(me, ADULT_DOB)).statusCode).toBe(204);
    // Nothing left to clear.
    const twice = await clear(admin, user.id, { reason: 'again' });
    expect([twice.statusCode, twice.json().message]).toEqual([400, adminUserMessages.noUnderAgeAnswer]);
  });

  it('refuses bad input, the wrong user and the wrong target', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const { http: me, user } = await http.member();
    expect((await answer(me, CHILD_DOB)).statusCode).toBe(403);

    expect((await clear(admin, user.id, {})).json().message).toBe(adminUserMessages.reasonRequired);
    expect((await clear(admin, user.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await clear(admin, user.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await clear(admin, 'abc', { reason: 'x' })).statusCode).toBe(400);
    expect((await clear(admin, 99_999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await clear(admin, adminUser.id, { reason: 'x' })).statusCode).toBe(409);
    // Not the member themselves, nor a guest.
    expect((await clear(me, user.id, { reason: 'It was a mistake' })).statusCode).toBe(403);
    expect((await clear(http, user.id, { reason: 'It was a mistake' })).statusCode).toBe(401);
    expect(await answeredAt(user.id)).toEqual(now);
  });
});
