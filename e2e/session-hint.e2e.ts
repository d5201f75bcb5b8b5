import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createMember } from './support/api';
import { jsErrors, newPerson, useBrowser } from './support/browser';

// The signed-in hint (decision 049): a guest's pages never ask GET /api/user (whose 401 Chrome logs as a console
// error); a member stays signed in across page loads, and a hint that lies changes nothing but one request.

const browser = useBrowser();

/** Every GET /api/user the page makes, and its console errors. */
function watch(page: Page) {
  const userCalls: number[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/user' && res.request().method() === 'GET') userCalls.push(res.status());
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  return { userCalls, consoleErrors };
}

const logInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log In' });
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} .*account menu$`) });

describe('the signed-in hint', () => {
  it('a guest asks nothing and sees no console error; a member stays signed in across loads until signing out', async () => {
    const member = await createMember({ displayName: 'Hint Tester' });
    const { context, page } = await newPerson(browser());
    const seen = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await logInButton(page).waitFor({ timeout: 15_000 });
    expect(seen.userCalls).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);

    await page.goto('/auth?tab=login');
    await page.getByLabel('Username or Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await accountMenu(page, member.displayName).waitFor({ timeout: 15_000 });
    const hint = (await context.cookies()).find((c) => c.name === 'kr_signed_in');
    expect(hint).toMatchObject({ value: '1', httpOnly: false });

    // A new page load asks, and the server says who it is.
    await page.goto('/', { waitUntil: 'networkidle' });
    await accountMenu(page, member.displayName).waitFor({ timeout: 15_000 });
    expect(seen.userCalls).toEqual([200]);

    // A browser that lost the hint but kept the session: the page load brings the hint back before the app asks.
    await context.clearCookies({ name: 'kr_signed_in' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await accountMenu(page, member.displayName).waitFor({ timeout: 15_000 });
    expect(seen.userCalls).toEqual([200, 200]);

    await accountMenu(page, member.displayName).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await logInButton(page).waitFor({ timeout: 15_000 });
    expect((await context.cookies()).map((c) => c.name)).not.toContain('kr_signed_in');
    await page.goto('/', { waitUntil: 'networkidle' });
    await logInButton(page).waitFor({ timeout: 15_000 });
    expect(seen.userCalls).toEqual([200, 200]);
    // The member's event stream closed before the sign-out was sent: the session's end (decision 060) reached no
    // stream and no screen of this page, so nothing was asked without a session (no 401 at all).
    expect(seen.consoleErrors).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a hint that lies grants nothing: the page load drops it, or the app asks once and the server says guest', async () => {
    const { context, page } = await newPerson(browser());
    // The guest's first page has asked all it asks before the lying hint arrives (else that page would ask too).
    await page.goto('/', { waitUntil: 'networkidle' });
    await logInButton(page).waitFor({ timeout: 15_000 });
    await context.addCookies([{ name: 'kr_signed_in', value: '1', url: new URL('/', page.url()).href }]);
    const seen = watch(page);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    // The page load clears a hint that has no session cookie beside it, so the app does not even ask.
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 15_000 });
    expect(seen.userCalls).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('kr_signed_in');

    // With a session cookie that names no live session, the app asks, the 401 clears both, and it is a guest.
    const url = new URL('/', page.url()).href;
    await context.addCookies([
      { name: 'kr_session', value: 'a'.repeat(43), url, httpOnly: true },
      { name: 'kr_signed_in', value: '1', url },
    ]);
    await page.goto('/', { waitUntil: 'networkidle' });
    await logInButton(page).waitFor({ timeout: 15_000 });
    expect(seen.userCalls).toEqual([401]);
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    await context.close();
  });
});
