import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../scripts/lib/server-process.mjs';
import {
  DESKTOP,
  PHONE,
  animationsFinished,
  jsErrors,
  launchBrowser,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

// This journey needs an admin, made at start from ADMIN_EMAIL, so it runs its own server.
const stamp = Date.now().toString(36);
const ADMIN = { email: `admin-2fa-${stamp}@example.test`, password: 'Harbour-Lantern-8642' };

let browser: Browser;
let server: Awaited<ReturnType<typeof startBuiltServer>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function person(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

/** Waits for the next 30-second step: the code of the step just used is refused (no replay). */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));

async function expectToast(page: Page, text: string | RegExp) {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();
  await expect.poll(() => toast.isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Axe finds nothing serious, nothing scrolls sideways, and the page is kept as a screenshot. */
async function checkAndShoot(page: Page, name: string) {
  await animationsFinished(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function passwordStep(page: Page) {
  await page.goto('/auth?tab=login');
  await page.getByLabel('Username or Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('admin sign-in with a second factor', () => {
  it('an admin enrols an authenticator on /profile, then logs in with a code', async () => {
    // Enrolment, at desktop width.
    const desk = await person(DESKTOP);
    await passwordStep(desk.page);
    await expect.poll(() => new URL(desk.page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await desk.page.goto('/profile');
    await desk.page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = desk.page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    const secret = (await desk.page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkAndShoot(desk.page, 'admin-2fa-setup-desktop');
    await desk.page.getByLabel('6-digit code').fill(codeOf(secret));
    await desk.page.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = desk.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await checkAndShoot(desk.page, 'admin-2fa-recovery-codes-desktop');
    await desk.page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => desk.page.getByText('You have 10 recovery codes left.').isVisible()).toBe(true);

    // The password alone no longer signs in: a phone asks for the code.
    const phone = await person(PHONE);
    await passwordStep(phone.page);
    const code = phone.page.getByLabel('Authentication code');
    await expect.poll(() => code.isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await phone.context.cookies()).map((c) => c.name)).not.toContain('kr_session');
    await checkAndShoot(phone.page, 'admin-2fa-login-code-phone');

    // A wrong code is said plainly; the next step's code signs in.
    await code.fill('000000');
    await phone.page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect.poll(() => phone.page.getByText('That code did not work.', { exact: false }).isVisible()).toBe(true);
    await nextStep();
    await code.fill(codeOf(secret));
    await phone.page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectToast(phone.page, 'Login successful');
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/dashboard');

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
