import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD as PASSWORD } from './support/api';
import { PHONE, checkAndShoot, expectToast, jsErrors } from './support/browser';
import { ownServer } from './support/own-server';

// This journey needs an admin, made at start from ADMIN_EMAIL, so it runs its own server (and reads its mail).
const server = ownServer();

describe('an admin manages a member and the settings', () => {
  it('adjusts points, suspends and lifts it, and changes a starting total the home page shows at once', async () => {
    const member = await server.confirmedMember('Sunny Member');
    const memberBrowser = await server.signedIn(member.email, PASSWORD);
    const admin = await server.signedInAdmin();
    const page = admin.page;

    await page.goto('/admin?tab=users');
    await page.getByLabel('Search by name or e-mail').fill('Sunny');
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);

    // Adjust User Points: +10 twice from an empty start of 10 gives 30.
    await table.getByRole('button', { name: 'Adjust Points for Sunny Member' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '10 more points' }).click();
    await dialog.getByRole('button', { name: '10 more points' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Helped at the fair');
    await dialog.getByRole('button', { name: 'Adjust Points' }).click();
    await expectToast(page, 'Points adjusted');
    await expect.poll(() => table.getByRole('cell', { name: '30', exact: true }).count()).toBe(1);

    // Suspend: the toast, the status, and the member's session and login.
    await table.getByRole('button', { name: 'Suspend Sunny Member' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Unkind messages to other members');
    await dialog.getByRole('button', { name: 'Suspend User' }).click();
    await expectToast(page, 'User suspended');
    await expect.poll(() => table.getByText('Suspended').isVisible()).toBe(true);
    await checkAndShoot(page, 'admin-users-suspended-1280');

    expect((await memberBrowser.page.request.get('/api/user')).status()).toBe(401);
    const refused = await server.api('POST', '/login', { username: member.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: expect.stringContaining('suspended'), suspendedUntil: null });
    // The member, trying to log in again, is told their account is suspended.
    await memberBrowser.page.goto('/auth?tab=login');
    await memberBrowser.page.getByLabel('Username or Email').fill(member.email);
    await memberBrowser.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await memberBrowser.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(memberBrowser.page, /Your account is suspended/);
    await checkAndShoot(memberBrowser.page, 'member-login-suspended-1280');
    const mail = await server.mail(member.email, /Your KindRipple account is suspended/);
    expect(mail.body).toContain('Unkind messages to other members');

    // Lift it: the member can log in again.
    await table.getByRole('button', { name: 'Unsuspend Sunny Member' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsuspend' }).click();
    await expectToast(page, 'Suspension lifted');
    expect((await server.api('POST', '/login', { username: member.email, password: PASSWORD })).status).toBe(200);

    // Settings: a starting total shows on the home totals at once.
    const before = (await server.api('GET', '/stats')).json.totalActs as number;
    await page.getByRole('tab', { name: 'Settings' }).click();
    const acts = page.getByLabel('Kind acts before KindRipple counted them');
    await acts.fill('-3');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'Invalid Input');
    await acts.fill('5000');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'Setting saved');
    expect((await server.api('GET', '/stats')).json.totalActs).toBe(before + 5000);
    await checkAndShoot(page, 'admin-settings-1280');
    expect(jsErrors(page)).toEqual([]);
    await admin.context.close();
    await memberBrowser.context.close();
  }, 180_000);

  it('gives the admin User Management on the dashboard at phone width', async () => {
    const admin = await server.signedInAdmin(PHONE);
    const page = admin.page;
    await page.goto('/dashboard?tab=admin');
    await expect
      .poll(() => page.getByRole('tab', { name: 'User Management' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    await expect.poll(() => page.getByText('Sunny Member').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await checkAndShoot(page, 'dashboard-user-management-390');
    await page.getByRole('button', { name: 'Reset Password for Sunny Member' }).click();
    await page.getByRole('dialog').getByLabel('New password').fill('Meadow-Compass-9317');
    await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset');
    await checkAndShoot(page, 'dashboard-user-management-reset-390');
    expect(jsErrors(page)).toEqual([]);
    await admin.context.close();
  }, 120_000);
});
