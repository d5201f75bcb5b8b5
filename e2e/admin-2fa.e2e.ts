import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, checkAndShoot, checkAndShootBothWidths, expectToast, jsErrors } from './support/browser';
import { ownServer } from './support/own-server';

// This journey needs an admin, made at start from ADMIN_EMAIL, so it runs its own server.
const server = ownServer({ adminPrefix: 'admin-2fa' });
const ADMIN = server.admin;

const STEP_MS = 30_000;
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

async function passwordStep(page: Page) {
  await page.goto('/auth?tab=login');
  await page.getByLabel('Username or Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('admin sign-in with a second factor', () => {
  it('an admin enrols an authenticator on /profile, then logs in with a code', async () => {
    // Enrolment, at desktop width.
    const desk = await server.person(DESKTOP);
    await passwordStep(desk.page);
    await expect.poll(() => new URL(desk.page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await desk.page.goto('/profile');
    // The current password opens the set-up (decision 057): a wrong one is refused under its field.
    const card = desk.page.locator('[aria-labelledby="two-factor-title"]');
    await card.getByLabel('Current password').fill('Not-The-Password-1');
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect.poll(() => card.getByText('Current password is incorrect').isVisible()).toBe(true);
    await card.getByLabel('Current password').fill(ADMIN.password);
    await card.scrollIntoViewIfNeeded();
    await checkAndShootBothWidths(desk.page, 'admin-2fa-password');
    await desk.page.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = desk.page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    const secret = (await desk.page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkAndShoot(desk.page, 'admin-2fa-setup-desktop');
    // The step the enrolment code spends: a login code must come from a later one (no replay).
    const enrolledAt = Date.now();
    await desk.page.getByLabel('6-digit code').fill(codeOf(secret, enrolledAt));
    await desk.page.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = desk.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await checkAndShoot(desk.page, 'admin-2fa-recovery-codes-desktop');
    await desk.page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => desk.page.getByText('You have 10 recovery codes left.').isVisible()).toBe(true);

    // The password alone no longer signs in: a phone asks for the code.
    const phone = await server.person(PHONE);
    await passwordStep(phone.page);
    const code = phone.page.getByLabel('Authentication code');
    await expect.poll(() => code.isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await phone.context.cookies()).map((c) => c.name)).not.toContain('kr_session');
    await checkAndShoot(phone.page, 'admin-2fa-login-code-phone');

    // A wrong code is said plainly; a code of the next step (the server accepts one step either side) signs in, with
    // no wait for the clock.
    await code.fill('000000');
    await phone.page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect.poll(() => phone.page.getByText('That code did not work.', { exact: false }).isVisible()).toBe(true);
    const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
    await code.fill(codeOf(secret, Math.max(Date.now(), nextStep)));
    await phone.page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectToast(phone.page, 'Login successful');
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/dashboard');

    // Turning it off asks for the password and a code: the card as it is now, at both widths.
    await phone.page.goto('/profile');
    const onCard = phone.page.locator('[aria-labelledby="two-factor-title"]');
    await expect.poll(() => onCard.getByText('You have 10 recovery codes left.').isVisible()).toBe(true);
    await expect.poll(() => onCard.getByLabel('Current password').isVisible()).toBe(true);
    await checkAndShootBothWidths(phone.page, 'admin-2fa-turn-off');
    await phone.page.setViewportSize(PHONE);

    // The enrolment is on the record, in the Audit Log tab, at both widths.
    for (const { page, name } of [
      { page: desk.page, name: 'admin-audit-log-desktop' },
      { page: phone.page, name: 'admin-audit-log-phone' },
    ]) {
      await page.goto('/admin?tab=audit');
      await expect
        .poll(() => page.locator('code', { hasText: 'totp.enable' }).first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await checkAndShoot(page, name);
    }
    expect(jsErrors(desk.page)).toEqual([]);
    expect(jsErrors(phone.page)).toEqual([]);
    await Promise.all([desk.context.close(), phone.context.close()]);
  }, 150_000);
});
