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

// A member reports another; an admin resolves it from the Review Queue; the reporter sees the outcome on their
// Connections profile tab and in their mail; the member acted against appeals through the mailed link, and the
// appeal reaches the queue. This journey needs an admin (ADMIN_EMAIL), so it runs its own server.
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

const headers = () => ({ origin: server.base, 'x-requested-with': 'KindRipple' });

/** A confirmed member with a help profile, signed in in their own browser. */
async function memberWithProfile(displayName: string) {
  const email = `${displayName.split(' ')[0].toLowerCase()}-${stamp}@example.test`;
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await page.request[method](url, { data, headers: headers() });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await call('post', '/api/register', { username: email, password: PASSWORD, displayName, avatar: '/avatars/2.png' });
  const mail = await waitForMail(email, /Confirm your KindRipple e-mail address/);
  const token = new URL(/https?:\/\/\S+confirm-email\?token=[^\s<>"')]+/.exec(mail)![0]).searchParams.get('token');
  await call('post', '/api/auth/confirm-email', { token });
  await call('post', '/api/login', { username: email, password: PASSWORD });
  await call('post', '/api/connections/profile', {
    canHelp: true,
    needsHelp: true,
    interests: ['Reading'],
    languages: ['English'],
    helpCategories: ['emotional'],
    bio: 'Glad to listen and help where I can.',
    dateOfBirth: '1994-06-15',
  });
  const me = await call('get', '/api/user');
  return { email, displayName, id: me.id as number, context, page, call };
}

async function signedInAdmin() {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.base });
  const page = await context.newPage();
  const res = await page.request.post('/api/login', {
    data: { username: ADMIN.email, password: ADMIN.password },
    headers: headers(),
  });
  expect(res.status()).toBe(200);
  return { context, page };
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();

/** Axe finds nothing serious, nothing scrolls sideways; kept as a screenshot at 1280 px, then at 390 px. */
async function shots(page: Page, name: string) {
  for (const [size, label] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(size);
    await animationsFinished(page);
    expect(await seriousA11yViolations(page), `${name} ${label}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} ${label}`,
    ).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('reports with outcomes', () => {
  it('an admin resolves a member’s report from the review queue; the reporter sees the outcome; the other appeals', async () => {
    const rita = await memberWithProfile('Rita Reports');
    const max = await memberWithProfile('Max Rude');
    await rita.call('post', '/api/connections/reports', {
      reportedUserId: max.id,
      reason: 'Harassment or bullying',
      description: 'He kept sending unkind messages.',
    });

    // Before any outcome, Rita's profile tab lists the report as waiting.
    await rita.page.goto('/kindness-connections?tab=profile');
    const mine = rita.page.getByRole('region', { name: 'Your reports' });
    await expect.poll(() => mine.getByText('Waiting for review').isVisible(), { timeout: 15_000 }).toBe(true);

    const admin = await signedInAdmin();
    await admin.page.goto('/admin?tab=review-queue');
    await expect
      .poll(() => admin.page.getByText('1 report about Max Rude').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => admin.page.getByRole('tab', { name: /^Review Queue \(\d+\)$/ }).isVisible()).toBe(true);
    await shots(admin.page, 'admin-review-queue');
    await admin.page
      .getByRole('button', { name: /^Review report/ })
      .first()
      .click();
    const dialog = admin.page.getByRole('dialog', { name: 'Report details' });
    await expect.poll(() => dialog.getByText('He kept sending unkind messages.').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'A warning was sent' }).check();
    await dialog.getByLabel(/Note/).fill('Please keep your messages kind.');
    await shots(admin.page, 'admin-report-resolve');
    await dialog.getByRole('button', { name: 'Resolve report' }).click();
    await expect.poll(() => toast(admin.page, 'Report resolved').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => admin.page.getByText(/Nothing is waiting for review/).isVisible()).toBe(true);

    // The reporter is told, by mail and on the profile tab, without the other member's details.
    const toRita = await waitForMail(rita.email, /We reviewed your report/);
    expect(toRita).toContain('A warning was sent');
    expect(toRita).not.toContain('Max Rude');
    await rita.page.reload();
    await expect.poll(() => mine.getByText('A warning was sent').isVisible(), { timeout: 15_000 }).toBe(true);
    await shots(rita.page, 'connections-your-reports');

    // The member acted against gets the reasons and appeals through the link, signed out.
    const toMax = await waitForMail(max.email, /A decision about your KindRipple account/);
    expect(toMax).toContain('Harassment or bullying');
    const link = /https?:\/\/\S+\/appeal\?token=[^\s<>"')]+/.exec(toMax)![0];
    const guest = await browser.newContext({ viewport: DESKTOP, baseURL: server.base });
    const appealPage = await guest.newPage();
    await appealPage.goto(new URL(link).pathname + new URL(link).search);
    await appealPage.getByLabel('Your appeal').fill('I did not mean to upset anyone; I will be more careful.');
    await shots(appealPage, 'appeal-form');
    await appealPage.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => appealPage.getByText('Appeal sent').isVisible(), { timeout: 15_000 }).toBe(true);

    // The appeal waits in the queue; the admin keeps the decision and Max is mailed the answer.
    await admin.page.reload();
    await expect
      .poll(() => admin.page.getByText('Max Rude appeals: A warning was sent').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await admin.page.getByRole('button', { name: 'Keep decision' }).click();
    await waitForMail(max.email, /Your appeal was reviewed/);

    for (const p of [admin.page, rita.page, appealPage]) expect(jsErrors(p)).toEqual([]);
    await Promise.all([admin.context.close(), rita.context.close(), max.context.close(), guest.close()]);
  }, 180_000);
});
