import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../../common/schemas/admin-users';
import { passwordMessages } from '../../../../common/schemas/passwords';
import { buildSession, buildUser } from '../../../test/factories';
import { useTestApp, type TestHttp } from '../../../test/harness';
import { lastMailTo, readOutbox } from '../../../test/mail';
import { recentAdminActions } from '../../audit/audit.service';

// A password set by its member (the profile's change) and by an admin for a member (Manage Users).

const { t, http } = useTestApp();

const PASSWORD = 'Warm-Blanket-36';
const NEW_PASSWORD = 'Meadow-Compass-93';

const login = (username: string, password: string) => http.post('/api/login', { username, password });
const lastAudit = async () => (await recentAdminActions(t.db, 1))[0];

describe('POST /api/user/change-password', () => {
  const change = (client: TestHttp, body: Record<string, unknown>) => client.post('/api/user/change-password', body);

  it('changes the password, keeps this session and ends every other one', async () => {
    const { user, http: here } = await http.member({ password: PASSWORD });
    const { http: other } = await http.member(); // a different member: untouched
    const elsewhere = await buildSession(t.db, { user });
    const res = await change(here, {
      currentPassword: PASSWORD,
      newPassword: 'Fresh-Orchard-81',
      confirmNewPassword: 'Fresh-Orchard-81',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await http.withSession(elsewhere.token).get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(200);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'Fresh-Orchard-81')).statusCode).toBe(200);
    expect((await lastMailTo(t.db, user.username))?.subject).toBe('Your KindRipple password was changed');
  });

  it('refuses a wrong current password and bad input with the spec texts', async () => {
    const { http: s } = await http.member({ password: PASSWORD });
    const wrong = await change(s, {
      currentPassword: 'Not-It-1234',
      newPassword: 'Fresh-Orchard-81',
      confirmNewPassword: 'Fresh-Orchard-81',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect(
      (
        await change(s, {
          currentPassword: PASSWORD,
          newPassword: 'Fresh-Orchard-81',
          confirmNewPassword: 'Fresh-Orchard-82',
        })
      ).json().message,
    ).toBe(passwordMessages.newPasswordsMatch);
    expect(
      (await change(s, { currentPassword: PASSWORD, newPassword: 'short', confirmNewPassword: 'short' })).json()
        .message,
    ).toBe(passwordMessages.passwordMin);
    expect(
      (
        await change(s, {
          currentPassword: PASSWORD,
          newPassword: 'basketball',
          confirmNewPassword: 'basketball',
        })
      ).json().message,
    ).toBe(passwordMessages.weak);
    expect(
      (
        await change(s, {
          currentPassword: '',
          newPassword: 'Fresh-Orchard-81',
          confirmNewPassword: 'Fresh-Orchard-81',
        })
      ).json().message,
    ).toBe(passwordMessages.currentPasswordRequired);
  });

  it('needs a session (401 for a guest, whatever the body)', async () => {
    const res = await change(http, {
      currentPassword: PASSWORD,
      newPassword: 'Fresh-Orchard-81',
      confirmNewPassword: 'Fresh-Orchard-81',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/admin/reset-user-password', () => {
  it('sets the password, ends every session of the member, mails them and writes the audit row', async () => {
    const { user: adminUser, http: admin } = await http.admin();
    const member = await buildUser(t.db, { password: PASSWORD });
    const session = await buildSession(t.db, { user: member });
    expect((await http.withSession(session.token).get('/api/user')).statusCode).toBe(200);

    const res = await admin.post('/api/admin/reset-user-password', { userId: member.id, newPassword: NEW_PASSWORD });
    expect(res.json()).toEqual({ message: adminUserMessages.passwordReset });
    expect((await http.withSession(session.token).get('/api/user')).statusCode).toBe(401);
    expect((await login(member.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = (await readOutbox(t.db, member.username)).find(
      (m) => m.subject === 'An admin reset your KindRipple password',
    );
    expect(mail?.text).not.toContain(NEW_PASSWORD);
    expect(await lastAudit()).toMatchObject({
      actorId: adminUser.id,
      action: 'user.reset_password',
      targetId: member.id,
      changes: {},
    });
  });

  it('refuses an empty or weak password, an unknown member, an admin and the admin themself', async () => {
    const { user: self, http: admin } = await http.admin();
    const member = await buildUser(t.db, { password: PASSWORD });
    const other = await buildUser(t.db, { role: 'admin' });
    const empty = await admin.post('/api/admin/reset-user-password', { userId: member.id, newPassword: '' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, adminUserMessages.passwordRequired]);
    expect(
      (await admin.post('/api/admin/reset-user-password', { userId: member.id, newPassword: 'abc' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/reset-user-password', { userId: 'x', newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/reset-user-password', { userId: 2_000_000, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(404);
    expect(
      (await admin.post('/api/admin/reset-user-password', { userId: other.id, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(409);
    expect(
      (await admin.post('/api/admin/reset-user-password', { userId: self.id, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(409);
    expect((await login(member.username, PASSWORD)).statusCode).toBe(200);
  });
});
