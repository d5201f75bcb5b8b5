import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, jsErrors, useBrowser, newPerson, screenshot, seriousA11yViolations } from './support/browser';
import { createMember, startRipple } from './support/api';

const launched = useBrowser();

async function open(path: string, viewport = DESKTOP) {
  const { context, page } = await newPerson(launched(), viewport);
  await page.goto(path);
  return { context, page };
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash;

describe('public pages', () => {
  const pages = [
    { path: '/', heading: /Where Kindness Creates/, title: /KindRipple/, shot: 'home' },
    { path: '/about-us', heading: 'Our Story', title: /Our Story · KindRipple/, shot: 'about-us' },
    { path: '/how-it-works', heading: 'How It Works', title: /How It Works · KindRipple/, shot: 'how-it-works' },
    { path: '/faq', heading: /Frequently Asked Questions/, title: /FAQ & Contact · KindRipple/, shot: 'faq' },
    { path: '/terms', heading: /Terms/, title: /Terms & Conditions · KindRipple/, shot: 'terms' },
    { path: '/privacy', heading: /Privacy Policy/, title: /Privacy Policy · KindRipple/, shot: 'privacy' },
    { path: '/no/such/page', heading: '404 Page Not Found', title: /Page not found/, shot: 'not-found' },
  ];

  for (const p of pages) {
    it(`${p.path} renders its heading, title and canonical link, with no serious accessibility problems`, async () => {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await open(p.path, viewport);
        await expect.poll(() => page.getByRole('heading', { level: 1, name: p.heading }).isVisible()).toBe(true);
        await expect.poll(() => page.title()).toMatch(p.title);
        if (p.path === '/no/such/page') {
          expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        } else {
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical).toMatch(new RegExp(`${p.path.replace(/\//g, '\\/')}$`));
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(jsErrors(page)).toEqual([]);
        await screenshot(page, `${p.shot}-${size}`);
        await context.close();
      }
    });
  }

  it('the FAQ page shows the contact e-mail from the configuration', async () => {
    const { context, page } = await open('/faq');
    await expect.poll(() => page.locator('#contact').isVisible()).toBe(true);
    const mail = page.getByRole('link', { name: 'hello@kindripple.org' }).first();
    await expect.poll(() => mail.getAttribute('href')).toBe('mailto:hello@kindripple.org');
    await context.close();
  });
});

describe('header and footer links (desktop)', () => {
  const headerLinks: Array<[string, string]> = [
    ['Kindness Challenges', '/kindness-challenges'],
    ['Kindness Connections', '/kindness-connections'],
    ['Our Story', '/about-us'],
    ['Home', '/'],
  ];
  it('every header link leads where it says, and guests see Log In and Sign Up', async () => {
    const { context, page } = await open('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, target] of headerLinks) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(target);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'KindRipple home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('Log In and Sign Up remember the page and open the right tab', async () => {
    const { context, page } = await open('/how-it-works');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth?tab=register');
    expect(await page.evaluate(() => localStorage.getItem('login_redirect'))).toBe('/how-it-works');
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth?tab=login');
    expect(await page.evaluate(() => localStorage.getItem('login_redirect'))).toBe('/faq');
    await context.close();
  });

  const footerLinks: Array<[string, string]> = [
    ['Challenges', '/kindness-challenges'],
    ['Connections', '/kindness-connections'],
    ['Our Story', '/about-us'],
    ['How It Works', '/how-it-works'],
    ['Contact us', '/faq'],
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
    ['Contact Us', '/faq#contact'],
  ];
  it('every footer link leads where it says, and the copyright shows this year', async () => {
    const { context, page } = await open('/');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} KindRipple`);
    for (const [name, target] of footerLinks) {
      await page.goto('/');
      await footer.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(target);
    }
    await context.close();
  });
});

describe('routing rules', () => {
  it('redirects /challenges and /connections to their long names', async () => {
    const { context, page } = await open('/challenges');
    await expect.poll(() => pathOf(page)).toBe('/kindness-challenges');
    await page.goto('/connections');
    await expect.poll(() => pathOf(page)).toBe('/kindness-connections');
    await context.close();
  });

  it('sends a guest from a member page to /auth with the page as redirect', async () => {
    const { context, page } = await open('/dashboard?tab=rewards');
    await expect.poll(() => pathOf(page)).toBe(`/auth?redirect=${encodeURIComponent('/dashboard?tab=rewards')}`);
    await page.goto('/profile');
    await expect.poll(() => pathOf(page)).toBe('/auth?redirect=%2Fprofile');
    await context.close();
  });

  it('answers a path with no page with the 404 page and a 404 status', async () => {
    const { context, page } = await newPerson(launched());
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('answers unknown API paths with JSON, not the web page', async () => {
    const { context, page } = await open('/');
    const res = await page.request.get('/api/nothing-here');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'There is no such API endpoint.' });
    await context.close();
  });
});

describe('link previews', () => {
  it('the default preview picture named in every page head exists', async () => {
    const { context, page } = await open('/about-us');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/og-image\.png$/);
    const res = await page.request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    await context.close();
  });
});

describe('home page', () => {
  it('shows the statistics from /api/stats once they load, with the guest call to action', async () => {
    const { context, page } = await open('/');
    const stats = await (await page.request.get('/api/stats')).json();
    const section = page.getByRole('region', { name: 'See How Kindness Is Spreading' });
    await expect.poll(() => section.isVisible()).toBe(true);
    expect(await page.getByTestId('stat-acts').textContent()).toBe(
      new Intl.NumberFormat('en-US').format(stats.totalActs),
    );
    expect(await page.getByTestId('stat-users').textContent()).toBe(
      new Intl.NumberFormat('en-US').format(stats.totalUsers),
    );
    await section.getByRole('link', { name: 'Start Your Kindness Journey' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kindness-challenges');
    await context.close();
  });

  it('shows both cards with their guest buttons', async () => {
    const { context, page } = await open('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await page.goto('/');
    await page.getByRole('link', { name: 'View Current Challenge' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kindness-challenges');
    await context.close();
  });

  it('rotates the hero word every 2.5 seconds', async () => {
    const { context, page } = await open('/');
    const word = page.getByTestId('rotating-word');
    expect(await word.textContent()).toBe('Connections');
    await expect.poll(() => word.textContent(), { timeout: 5000 }).toBe('Community');
    await context.close();
  });

  it('keeps the hero word still for people who prefer reduced motion', async () => {
    const context = await launched().newContext({
      viewport: DESKTOP,
      baseURL: inject('baseURL'),
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // The page's clock is ours to move: 3.2 s pass at once instead of being waited out.
    await page.clock.install();
    await page.goto('/');
    const word = page.getByTestId('rotating-word');
    await word.waitFor();
    await page.clock.runFor(3200);
    expect(await word.textContent()).toBe('Connections');
    // The same clock does move the word once the visitor no longer asks for less motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return word.textContent();
        },
        { timeout: 10_000 },
      )
      .not.toBe('Connections');
    await context.close();
  });
});

describe('mobile menu at 390 px', () => {
  it('opens, lists the sections, navigates and closes', async () => {
    const { context, page } = await open('/', PHONE);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const name of ['Home', 'Our Story', 'Challenges', 'Connect']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('button', { name: 'Join' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-menu-phone');
    await menu.getByRole('link', { name: 'Our Story' }).click();
    await expect.poll(() => pathOf(page)).toBe('/about-us');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth?tab=register');
    await context.close();
  });
});

describe('scroll position', () => {
  const scrolledDown = async (page: Page) => {
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  };

  it('a link opened in a tab that was on the site starts at the top; a reload keeps the place', async () => {
    const ripple = await startRipple({ from: '81.2.69.160', message: 'Thank you for the long walk home.' });
    const { context, page } = await open('/', PHONE);
    for (const target of [
      new URL(ripple.nodeUrl).pathname,
      new URL(ripple.summaryUrl).pathname + new URL(ripple.summaryUrl).search,
      '/confirm-email?token=x',
    ]) {
      await scrolledDown(page);
      await page.goto(target, { waitUntil: 'networkidle' });
      // The page is drawn (its heading shows) and two frames have been painted since: any scroll it would make is done.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => window.scrollY), target).toBe(0);
    }
    await scrolledDown(page);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto('/about-us');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await context.close();
  });
});

describe('keyboard focus', () => {
  it('after logging in, the focus is on the page the member lands on', async () => {
    const member = await createMember();
    const { context, page } = await open('/auth?tab=login');
    await page.getByLabel('Username or Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByLabel('Password').press('Enter');
    // With no page to go back to, a member lands on their dashboard (part 2 §2).
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe('narrow screens and a clean console', () => {
  it('nothing scrolls sideways at 320 px, and React Router gives no HydrateFallback warning', async () => {
    const ripple = await startRipple({ from: '81.2.69.160', message: 'You made the whole day lighter. Thank you.' });
    const { context, page } = await open('/', { width: 320, height: 640 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    for (const target of [
      '/',
      '/about-us',
      '/how-it-works',
      '/faq',
      '/auth?tab=register',
      '/kindness-challenges',
      '/stories',
      new URL(ripple.nodeUrl).pathname,
      new URL(ripple.summaryUrl).pathname + new URL(ripple.summaryUrl).search,
      '/no/such/page',
    ]) {
      await page.goto(target, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      if (overflow > 320)
        console.log(
          target,
          await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((e) => e.getBoundingClientRect().right > 321)
              .slice(0, 8)
              .map(
                (e) =>
                  `${e.tagName}.${String(e.getAttribute('class')).slice(0, 120)} ${Math.round(e.getBoundingClientRect().right)}`,
              )
              .join('\n'),
          ),
        );
      if (overflow > 320) await screenshot(page, `overflow-320-${target.split('?')[0].replace(/\W+/g, '-')}`);
      expect(overflow, target).toBeLessThanOrEqual(320);
      if (target === '/') await screenshot(page, 'home-320');
    }
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
    await context.close();
  });
});
