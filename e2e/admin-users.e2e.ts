import type { Browser, Page } from 'playwright-core';
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
import { waitForMail as waitForKeptMail } from './support/mail';

// This journey needs an admin, made at start from ADMIN_EMAIL, so it runs its own server (and reads its mail).
const stamp = Date.now().toString(36);
const ADMIN = { email: `admin-${stamp}@example.test`, password: 'Harbour-Lantern-8642' };
const PASSWORD = 'Fixture-Lantern-4826';

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

/** The text of the newest mail this journey's server kept for `to` whose subject matches (e2e/support/mail.ts). */
const waitForMail = async (to: string, subject: RegExp) =>
  (await waitForKeptMail(to, subject, 20_000, server.dataDir)).body;

const headers = () => ({ origin: server.base, 'x-requested-with': 'KindRipple', 'content-type': 'application/json' });

/** The server's JSON API as a same-site page calls it: the status and the JSON answer. */
async function apiCall(method: string, url: string, body?: unknown) {
  const res = await fetch(new URL(url, server.base), {
    method,
    headers: headers(),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A registered member whose address is confirmed (so the suspension mail reaches them). */
async function confirmedMember(displayName: string) {
  const email = `${displayName.split(' ')[0].toLowerCase()}-${stamp}@example.test`;
  const made = await apiCall('POST', '/api/register', {
    username: email,
    password: PASSWORD,
    displayName,
    avatar: '/avatars/2.png',
  });
  expect(made.status).toBe(201);
  const mail = await waitForMail(email, /Confirm your KindRipple e-mail address/);
  const token = new URL(/https?:\/\/\S+confirm-email\?token=[^\s<>"')]+/.exec(mail)![0]).searchParams.get('token');
  expect((await apiCall('POST', '/api/auth/confirm-email', { token })).status).toBe(200);
  return { email, displayName };
}

/** One person in their own browser, signed in as `email`. */
async function signedIn(email: string, password: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: server.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  const res = await page.request.post('/api/login', { data: { username: email, password }, headers: headers() });
  expect(res.status()).toBe(200);
  return { context, page };
}

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

describe('an admin manages a member and the settings', () => {
  it('adjusts points, suspends and lifts it, and changes a starting total the home page shows at once', async () => {
    const member = await confirmedMember('Sunny Member');
    const memberBrowser = await signedIn(member.email, PASSWORD);
    const admin = await signedIn(ADMIN.email, ADMIN.password);
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
    const refused = await apiCall('POST', '/api/login', { username: member.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: expect.stringContaining('suspended'), suspendedUntil: null });
    // The member, trying to log in again, is told their account is suspended.
    await memberBrowser.page.goto('/auth?tab=login');
    await memberBrowser.page.getByLabel('Username or Email').fill(member.email);
    await memberBrowser.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await memberBrowser.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(memberBrowser.page, /Your account is suspended/);
    await checkAndShoot(memberBrowser.page, 'member-login-suspended-1280');
    const mail = await waitForMail(member.email, /Your KindRipple account is suspended/);
    expect(mail).toContain('Unkind messages to other members');

    // Lift it: the member can log in again.
    await table.getByRole('button', { name: 'Unsuspend Sunny Member' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsuspend' }).click();
    await expectToast(page, 'Suspension lifted');
    expect((await apiCall('POST', '/api/login', { username: member.email, password: PASSWORD })).status).toBe(200);

    // Settings: a starting total shows on the home totals at once.
    const before = (await apiCall('GET', '/api/stats')).json.totalActs as number;
    await page.getByRole('tab', { name: 'Settings' }).click();
    const acts = page.getByLabel('Kind acts before KindRipple counted them');
    await acts.fill('-3');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'Invalid Input');
    await acts.fill('5000');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'Setting saved');
    expect((await apiCall('GET', '/api/stats')).json.totalActs).toBe(before + 5000);
    await checkAndShoot(page, 'admin-settings-1280');
    expect(jsErrors(page)).toEqual([]);
    await admin.context.close();
    await memberBrowser.context.close();
  }, 180_000);

  it('gives the admin User Management on the dashboard at phone width', async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password, PHONE);
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
