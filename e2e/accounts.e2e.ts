import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  animationsFinished,
  PHONE,
  jsErrors,
  useBrowser,
  newPerson,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { mailQueueDrained, mailTo, waitForMail } from './support/mail';
import { startBuiltServer } from '../scripts/lib/server-process.mjs';

const launched = useBrowser();

const stamp = Date.now().toString(36);
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => toast(page, text).isVisible(), { timeout: 15_000 }).toBe(true);
}

async function a11yAndShot(page: Page, name: string) {
  // Fades (dialogs, toasts) would make axe measure half-transparent text.
  await animationsFinished(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, name);
}

async function fillRegisterStep1(page: Page, email: string, name: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox').check();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Username or Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const confirmBanner = (page: Page) => page.getByRole('region', { name: 'Please confirm your e-mail address' });

/** Opens the confirmation link kept for `email` and presses the button; answers the link. */
async function confirmFromMail(page: Page, email: string, shot: string) {
  const mail = await waitForMail(email, /Confirm your KindRipple e-mail address/);
  const link = mail.links.find((l) => l.includes('/confirm-email?token='))!;
  expect(link).toBeTruthy();
  await page.goto(link);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Confirm Your E-mail Address', exact: true }).isVisible())
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await a11yAndShot(page, shot);
  await page.getByRole('button', { name: 'Confirm My E-mail Address' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'E-mail Address Confirmed' }).isVisible()).toBe(true);
  await expect.poll(() => confirmBanner(page).isVisible()).toBe(false);
  return link;
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name} .*account menu$`) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, 'Logged out');
}

describe('a newcomer’s whole account journey (desktop)', () => {
  const email = `journey-${stamp}@example.test`;
  const name = 'Journey Tester';
  const first = 'Sunlit-Path-2468';
  const second = 'Quiet-River-1357';
  const third = 'Morning-Tide-9753';

  it('registers in two steps with a gallery avatar, logs out and in, resets the password from the mail, changes it, uploads an avatar and deletes the account', async () => {
    const { context, page } = await newPerson(launched(), DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth?tab=register');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // Step 1 validates with the spec's texts before moving on.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('You must agree to be kind and accept our terms to join our community').isVisible())
      .toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('1234abcd');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect.poll(() => page.getByText('Password cannot be a simple sequence.').isVisible()).toBe(true);
    await fillRegisterStep1(page, email, name, first);
    await page.getByLabel('Confirm Password').fill(`${first}x`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm Password').fill(first);
    await a11yAndShot(page, 'auth-register-step1-desktop');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: an avatar is already picked at random; choose avatar 3 instead.
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Avatar' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Avatar 3' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Avatar 3' }).getAttribute('aria-checked')).toBe('true');
    await a11yAndShot(page, 'auth-register-step2-desktop');
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Display Name').inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful');
    await expect.poll(() => pathOf(page)).toBe('/');
    const menu = page.getByRole('button', { name: new RegExp(`^${name} .*account menu$`) });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.locator('img').getAttribute('src')).toBe('/avatars/3.png');

    // The one mail is the confirmation link, without the display name; until it is opened, a banner says so.
    await expect.poll(() => confirmBanner(page).isVisible()).toBe(true);
    await expect.poll(() => confirmBanner(page).getByText(email).isVisible()).toBe(true);
    await a11yAndShot(page, 'confirm-email-banner-desktop');
    await page.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Confirmation link sent');
    await mailQueueDrained();
    const mails = mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your KindRipple e-mail address',
      'Confirm your KindRipple e-mail address',
    ]);
    for (const m of mails) expect(m.body).not.toContain(name);
    const confirmLink = await confirmFromMail(page, email, 'confirm-email-desktop');
    await a11yAndShot(page, 'confirm-email-done-desktop');
    await page.getByRole('link', { name: 'Continue to KindRipple' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await confirmBanner(page).count()).toBe(0);
    // The link works once.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm My E-mail Address' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Already Confirmed' }).isVisible()).toBe(true);

    // Signed-in members are sent away from /auth, to their dashboard.
    await page.goto('/auth');
    await expect.poll(() => pathOf(page)).toBe('/dashboard');

    await signOut(page, name);
    expect(pathOf(page)).toBe('/');

    // Log in from a member-only page: back there afterwards.
    await page.goto('/profile');
    await expect.poll(() => pathOf(page)).toBe('/auth?redirect=%2Fprofile');
    await logIn(page, email, 'Wrong-Password-1');
    await expectToast(page, 'Invalid username/email or password');
    await logIn(page, email.toUpperCase(), first);
    await expectToast(page, `Welcome back, ${name}!`);
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await signOut(page, name);
    await expect.poll(() => pathOf(page)).toBe('/');

    // Forgot password → mail → reset → log in with the new password.
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth?tab=login');
    await a11yAndShot(page, 'auth-login-desktop');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reset Your Password' }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await a11yAndShot(page, 'auth-forgot-desktop');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/If an account with that email exists, you will receive a password reset link shortly/)
          .isVisible(),
      )
      .toBe(true);
    const mail = await waitForMail(email, /Reset your KindRipple password/);
    const link = mail.links.find((l) => l.includes('/reset-password?token='))!;
    expect(link).toBeTruthy();
    await page.goto(link);
    await expect.poll(() => page.getByLabel('New Password', { exact: true }).isVisible()).toBe(true);
    await a11yAndShot(page, 'reset-password-form-desktop');
    await page.getByLabel('New Password', { exact: true }).fill(second);
    await page.getByLabel('Confirm New Password').fill(second);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Password Reset Successful' }).isVisible()).toBe(true);
    await a11yAndShot(page, 'reset-password-success-desktop');
    // The link works once.
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Expired Reset Link' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await logIn(page, email, first);
    await expectToast(page, 'Invalid username/email or password');
    await logIn(page, email, second);
    await expectToast(page, 'Login successful');

    // Profile: change the password.
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Your Profile' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await a11yAndShot(page, 'profile-desktop');
    await page.getByLabel('Current Password').fill(second);
    await page.getByLabel('New Password', { exact: true }).fill(third);
    await page.getByLabel('Confirm New Password').fill(`${third}!`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('New passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm New Password').fill(third);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed');

    // Profile: a gallery choice, then an uploaded photo.
    await page.getByRole('button', { name: 'Change Picture' }).click();
    await page.getByRole('radio', { name: 'Avatar 8' }).click();
    await a11yAndShot(page, 'profile-avatar-dialog-desktop');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await expectToast(page, 'Avatar updated');
    await expect.poll(() => menu.locator('img').getAttribute('src')).toBe('/avatars/8.png');
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: 'Change Picture' }).click();
    await page.getByRole('tab', { name: 'Upload' }).click();
    await page.locator('#profile-avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectToast(page, 'Avatar updated');
    await expect
      .poll(() => menu.locator('img').getAttribute('src'))
      .toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    const uploaded = await menu.locator('img').getAttribute('src');
    const served = await page.request.get(uploaded!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    // Delete the account: the exact username is needed.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByLabel('Username').fill('someone@else.test');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect
      .poll(() => page.getByText('Please enter your username correctly to confirm deletion').isVisible())
      .toBe(true);
    await screenshot(page, 'profile-delete-dialog-desktop');
    await page.getByRole('dialog').getByLabel('Username').fill(email);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expectToast(page, 'Account deleted');
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    const again = await page.request.post('/api/login', {
      data: { username: email, password: third },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(401);

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('at phone width', () => {
  it('registers with an uploaded photo and shows every auth screen without overflow', async () => {
    const email = `phone-${stamp}@example.test`;
    const { context, page } = await newPerson(launched(), PHONE);
    await page.goto('/auth?tab=register');
    await expect.poll(() => page.getByRole('tab', { name: 'Register', selected: true }).isVisible()).toBe(true);
    await a11yAndShot(page, 'auth-register-step1-phone');
    await fillRegisterStep1(page, email, 'Phone Person', 'Pocket-Lantern-864');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Avatar' }).isVisible()).toBe(true);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('Your photo is ready').isVisible()).toBe(true);
    await a11yAndShot(page, 'auth-register-step2-phone');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful');
    await expect.poll(() => confirmBanner(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await a11yAndShot(page, 'confirm-email-banner-phone');
    await confirmFromMail(page, email, 'confirm-email-phone');
    await a11yAndShot(page, 'confirm-email-done-phone');
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Your Profile' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await a11yAndShot(page, 'profile-phone');
    await context.close();

    const guest = await newPerson(launched(), PHONE);
    await guest.page.goto('/auth');
    await expect.poll(() => guest.page.getByLabel('Username or Email').isVisible()).toBe(true);
    expect(await guest.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await a11yAndShot(guest.page, 'auth-login-phone');
    await guest.page.goto('/reset-password');
    await expect.poll(() => guest.page.getByRole('heading', { name: 'Invalid Reset Link' }).isVisible()).toBe(true);
    await a11yAndShot(guest.page, 'reset-password-invalid-phone');
    await guest.page.goto('/reset-password?token=not-a-real-token-at-all');
    await expect.poll(() => guest.page.getByRole('heading', { name: 'Expired Reset Link' }).isVisible()).toBe(true);
    await a11yAndShot(guest.page, 'reset-password-expired-phone');
    expect(jsErrors(guest.page)).toEqual([]);
    await guest.context.close();
  });

  it('the forgot-password answer is the same for an unknown e-mail, and no mail is written', async () => {
    const nobody = `nobody-${stamp}@example.test`;
    const { context, page } = await newPerson(launched(), PHONE);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByText(/If an account with that email exists/).isVisible()).toBe(true);
    await screenshot(page, 'auth-forgot-sent-phone');
    // Every mail queued by now (a reset for `nobody` would have been) has been delivered: none went to that address.
    await mailQueueDrained();
    expect(mailTo(nobody)).toHaveLength(0);
    await context.close();
  });

  it('says so when the page’s settings cannot be loaded, and recovers with Try again', async () => {
    const { context, page } = await newPerson(launched(), PHONE);
    let offline = true;
    await page.route('**/api/config', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/auth');
    await expect.poll(() => page.getByText('Failed to load configuration').isVisible()).toBe(true);
    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Login' }).isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

/** The browser really solves ALTCHA's proof of work: on a busy 2-core machine that alone can take most of a minute. */
const ALTCHA_TIMEOUT_MS = 180_000;
/** How long one solve may take before the journey gives up. */
const ALTCHA_SOLVE_MS = 60_000;

/** A second production server with the default captcha (ALTCHA); the shared one runs without a captcha. */
async function startAltchaServer(): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const server = await startBuiltServer({ CAPTCHA_PROVIDER: 'altcha' });
  return { baseURL: server.base, stop: server.stop };
}

describe('the ALTCHA captcha (default provider) in a real browser', () => {
  it(
    'must be solved on step 2; a failed registration resets it; a solved one creates the account',
    async () => {
      const server = await startAltchaServer();
      const context = await launched().newContext({ viewport: DESKTOP, baseURL: server.baseURL });
      try {
        const page = await context.newPage();
        const register = async (email: string) => {
          await page.goto('/auth?tab=register');
          await fillRegisterStep1(page, email, 'Captcha Person', 'Sunny-Bridge-375');
          await page.getByRole('button', { name: 'Continue' }).click();
          await expect.poll(() => page.getByText("I'm not a robot").isVisible(), { timeout: 15_000 }).toBe(true);
        };
        const state = () =>
          page.evaluate(() =>
            (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState(),
          );

        await register(`taken-${stamp}@example.test`);
        // Without solving it: the spec's text.
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expectToast(page, 'Please complete the reCAPTCHA verification.');
        await page.getByText("I'm not a robot").click();
        await expect.poll(state, { timeout: ALTCHA_SOLVE_MS }).toBe('verified');
        await screenshot(page, 'auth-register-altcha-desktop');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expectToast(page, 'Registration successful');
        await context.clearCookies();

        // Same e-mail again: refused, and the widget is reset for the next try.
        await register(`taken-${stamp}@example.test`);
        await page.getByText("I'm not a robot").click();
        await expect.poll(state, { timeout: ALTCHA_SOLVE_MS }).toBe('verified');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expectToast(page, /already exists/);
        await expect.poll(state).not.toBe('verified');
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
        await server.stop();
      }
    },
    ALTCHA_TIMEOUT_MS,
  );
});

describe('a login that needs the check after repeated failures (ALTCHA)', () => {
  it(
    'five wrong passwords bring the check onto the login form; solved, the right password signs in',
    async () => {
      // The admin account, made at start: the one account an attacker most wants to lock.
      const email = `admin-${stamp}@example.test`;
      const password = 'Harbour-Lantern-8642';
      const server = await startBuiltServer({
        CAPTCHA_PROVIDER: 'altcha',
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
      });
      const open = async (viewport: typeof DESKTOP) => {
        const context = await launched().newContext({ viewport, baseURL: server.base });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (err) => errors.push(err.message));
        await page.goto('/auth');
        return { context, page, errors };
      };
      /** One login from the form, answered: its status. */
      const attempt = async (page: Page, pass: string) => {
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
        await logIn(page, email, pass);
        return (await answer).status();
      };
      const check = (page: Page) => page.getByRole('region', { name: 'One quick check' });
      const wrongFive = async (page: Page) => {
        for (let i = 0; i < 5; i++) {
          expect(await check(page).isVisible()).toBe(false);
          expect(await attempt(page, `Wrong-Guess-${i}`)).toBe(401);
        }
        await expect.poll(() => check(page).isVisible()).toBe(true);
        // The focus moves to the check, whose explanation a screen reader reads out with it.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? null))
          .toBe(await check(page).getAttribute('aria-describedby'));
        await expect.poll(() => check(page).getByText("I'm not a robot").isVisible(), { timeout: 15_000 }).toBe(true);
      };
      /** The form as a person sees it once the failure toasts have closed (5 s each), from the top. */
      const shot = async (page: Page, name: string) => {
        const toastsShown = () => page.locator('li').filter({ hasText: 'Login failed' }).count();
        // The toasts wait while the pointer rests over them (Radix): move it away, as a person's hand would.
        await page.mouse.move(1, 1);
        await expect.poll(toastsShown, { timeout: 15_000 }).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await a11yAndShot(page, name);
      };
      try {
        const desk = await open(DESKTOP);
        await wrongFive(desk.page);
        await shot(desk.page, 'auth-login-check-desktop');

        // The right password alone is not enough now: the form says what to do and sends nothing.
        await desk.page.getByLabel('Password', { exact: true }).fill(password);
        await desk.page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect
          .poll(() =>
            desk.page
              .getByRole('alert')
              .filter({ hasText: 'Please complete the check, then press Login.' })
              .isVisible(),
          )
          .toBe(true);

        await check(desk.page).getByText("I'm not a robot").click();
        await expect
          .poll(
            () =>
              desk.page.evaluate(() =>
                (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState(),
              ),
            { timeout: ALTCHA_SOLVE_MS },
          )
          .toBe('verified');
        expect(await attempt(desk.page, password)).toBe(200);
        await expectToast(desk.page, 'Login successful');
        expect(desk.errors).toEqual([]);
        await desk.context.close();

        // On a phone: the success above forgave this browser's own failures, so five more bring the check back.
        const phone = await open(PHONE);
        await wrongFive(phone.page);
        await shot(phone.page, 'auth-login-check-phone');
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      } finally {
        await server.stop();
      }
    },
    ALTCHA_TIMEOUT_MS,
  );
});
