import type { Browser, BrowserContext, Page } from 'playwright-core';
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

// An admin moderates Kindness Connections: the /admin Connections tab, the team's message arriving in a member's open
// chat, a request edited, and the /admin/connections page. The admin is made at start from ADMIN_EMAIL, so this
// journey runs its own server (and reads its mail).
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

/** A person in their own browser, signed in; `call` speaks the JSON API with their session, as their page would. */
async function signedIn(email: string, password: string) {
  const context: BrowserContext = await browser.newContext({ viewport: DESKTOP, baseURL: server.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  const headers = { origin: server.base, 'x-requested-with': 'KindRipple' };
  const res = await page.request.post('/api/login', { data: { username: email, password }, headers });
  expect(res.status()).toBe(200);
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const r = await page.request[method](url, { data, headers });
    expect(r.ok(), `${method} ${url}: ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  };
  return { context, page, call };
}

/** A registered member with a confirmed address and a help profile, signed in. */
async function connectionsMember(displayName: string) {
  const email = `${displayName.split(' ')[0]!.toLowerCase()}-${stamp}@example.test`;
  const res = await fetch(new URL('/api/register', server.base), {
    method: 'POST',
    headers: { origin: server.base, 'x-requested-with': 'KindRipple', 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD, displayName, avatar: '/avatars/3.png' }),
  });
  expect(res.ok).toBe(true);
  const mail = await waitForMail(email, /Confirm your KindRipple e-mail address/);
  const token = new URL(/https?:\/\/\S+confirm-email\?token=[^\s<>"')]+/.exec(mail)![0]).searchParams.get('token');
  const person = await signedIn(email, PASSWORD);
  await person.call('post', '/api/auth/confirm-email', { token });
  await person.call('post', '/api/connections/profile', {
    canHelp: true,
    needsHelp: true,
    interests: ['Reading'],
    languages: ['English'],
    helpCategories: ['emotional'],
    bio: 'Glad to listen and help where I can.',
    dateOfBirth: '1990-05-04',
  });
  return person;
}

// The toasts' region is hidden from the accessibility tree while a dialog is open, so they are found by their text.
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => toast(page, text).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Axe finds nothing serious, nothing scrolls sideways at 1280 and 390 px, and both are kept as screenshots. */
async function shots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsFinished(page);
    expect(await seriousA11yViolations(page), `${name} ${size}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} ${size}`,
    ).toBe(true);
    await screenshot(page, `admin-connections-${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('an admin moderating Kindness Connections', () => {
  it('reads a conversation, writes into it as the team (the member sees it live), edits a request, reads the numbers', async () => {
    const ada = await connectionsMember('Ada Asks');
    const hal = await connectionsMember('Hal Helps');
    const request = await ada.call<{ id: number }>('post', '/api/connections/requests', {
      title: 'Help with fractions homework',
      description: 'I am stuck on adding fractions and would love a patient explanation.',
      category: 'mentorship',
      urgency: 'normal',
    });
    const { conversationId } = await hal.call<{ conversationId: number }>(
      'post',
      `/api/connections/requests/${request.id}/accept`,
    );
    await ada.call('post', `/api/connections/conversations/${conversationId}/messages`, {
      content: 'Thank you for offering to help!',
    });

    // Hal has the chat open.
    await hal.page.goto(`/chat/${conversationId}`);
    await expect
      .poll(() => hal.page.getByText('Thank you for offering to help!').isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The admin's Connections tab: Reports, Conversations and Requests, each with its count.
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const a = admin.page;
    await a.goto('/admin?tab=connections');
    const subTabs = a.getByRole('group', { name: 'Connections moderation' });
    await expect
      .poll(() => subTabs.getByRole('button', { name: /^Conversations/ }).textContent(), { timeout: 15_000 })
      .toMatch(/\d+$/);
    await subTabs.getByRole('button', { name: /^Conversations/ }).click();
    await a.getByRole('button', { name: 'View Messages: Ada Asks and Hal Helps' }).click();
    const details = a.getByRole('dialog', { name: 'Conversation details' });
    await expect
      .poll(() => details.getByText('Thank you for offering to help!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await details.getByLabel('Message from the KindRipple team').fill('Hello from the KindRipple team: keep it kind!');
    await shots(a, 'conversation-details');
    await details.getByRole('button', { name: 'Send as KindRipple team' }).click();
    await expectToast(a, 'Message sent');

    // Hal sees it at once in the open chat, marked as the team's.
    await expect
      .poll(
        () =>
          hal.page
            .getByRole('region', { name: 'Messages' })
            .getByText('Hello from the KindRipple team: keep it kind!')
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    const chat = hal.page.getByRole('region', { name: 'Messages' });
    expect(await chat.getByText('KindRipple team', { exact: true }).isVisible()).toBe(true);
    await shots(hal.page, 'chat-with-team-message');
    await a.keyboard.press('Escape');

    // Edit the request from the Requests sub-tab.
    await subTabs.getByRole('button', { name: /^Requests/ }).click();
    await a.getByRole('button', { name: 'Edit request: Help with fractions homework' }).click();
    const edit = a.getByRole('dialog', { name: 'Edit request' });
    await edit.getByLabel('Title').fill('Help with fractions');
    await edit.getByLabel('Urgency').selectOption('high');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(a, 'Request updated');
    await expect
      .poll(() => a.getByRole('button', { name: 'Edit request: Help with fractions' }).isVisible())
      .toBe(true);
    await shots(a, 'requests-tab');
    const mine = await ada.call<{ items: { title: string; urgency: string }[] }>('get', '/api/connections/my-requests');
    expect(mine.items[0]).toMatchObject({ title: 'Help with fractions', urgency: 'high' });

    // The moderation page: Analytics and Reviews & Reports.
    await a.goto('/admin/connections?tab=analytics');
    const numbers = a.getByRole('list', { name: 'Connections analytics' });
    await expect
      .poll(() => numbers.getByText('Median time to a first helper').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => numbers.getByText('…').count(), { timeout: 15_000 }).toBe(0);
    await shots(a, 'analytics');
    await a.getByRole('tab', { name: 'All Conversations' }).click();
    await expect
      .poll(() => a.getByRole('button', { name: 'Delete conversation: Ada Asks and Hal Helps' }).isVisible())
      .toBe(true);
    await shots(a, 'all-conversations');

    // A member who opens the page is sent home.
    await hal.page.goto('/admin/connections');
    await expect.poll(() => new URL(hal.page.url()).pathname, { timeout: 15_000 }).toBe('/');

    expect(jsErrors(a)).toEqual([]);
    expect(jsErrors(hal.page)).toEqual([]);
    await Promise.all([admin.context.close(), ada.context.close(), hal.context.close()]);
  }, 180_000);
});
