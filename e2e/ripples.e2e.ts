import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { noteCode, passRippleOn, startRipple, uniqueEmail } from './support/api';
import {
  A6_POINTS,
  DESKTOP,
  PHONE,
  animationsFinished,
  checkAndShootBothWidths,
  jsErrors,
  useBrowser,
  pdfPages,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { mailQueueDrained, mailTo, waitForMail, type KeptMail } from './support/mail';

const launched = useBrowser();

/** One person in their own browser context, seen by the server as coming from `ip` (a real city in GeoLite2). */
async function person(ip: string, viewport = DESKTOP) {
  const context = await launched().newContext({
    viewport,
    baseURL: inject('baseURL'),
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

const PLACES = {
  bracknell: '81.2.69.160',
  saoPaulo: '200.160.2.3',
  lagos: '41.203.64.1',
  thohoyandou: '196.25.1.1',
  london: '212.58.244.22',
  /** Someone the ripple has not reached yet (documentation range: no city). */
  newcomer: '198.51.100.23',
};

const linkIn = (mail: KeptMail, re: RegExp) => mail.body.match(re)?.[0] ?? '';

/** The notes of the ripple the journeys follow: Ana thanks Sam, and it travels on through Bea, Chidi and Dumi. */
const NOTES = {
  ana: 'Hi Sam! You stayed late to help me move every box, and you never once complained. Thank you for being that friend.',
  bea: 'Your patience with my questions made my first month easy. Passing the kindness on to you!',
  chidi: 'You always save me a seat and a smile. This one is for you.',
  dumi: 'Thank you for the lift in the rain. I hope this note finds you on a sunny day.',
};

/** Ana, in Bracknell, starts a ripple for Sam (following it by mail when `creatorEmail` is given). */
function anasRipple(creatorEmail?: string) {
  return startRipple({ from: PLACES.bracknell, message: NOTES.ana, senderName: 'Ana', subscribeEmail: creatorEmail });
}

/**
 * Ana's ripple passed on three times, each from another city: Bea (Sao Paulo), Chidi (Lagos), Dumi (Thohoyandou).
 * `links` are Bea's, Chidi's and Dumi's notes, one level deeper each.
 */
async function fourCityRipple(creatorEmail?: string) {
  const ripple = await anasRipple(creatorEmail);
  const bea = await passRippleOn(ripple.nodeUrl, { from: PLACES.saoPaulo, message: NOTES.bea, senderName: 'Bea' });
  const chidi = await passRippleOn(bea.nodeUrl, { from: PLACES.lagos, message: NOTES.chidi, senderName: 'Chidi' });
  const dumi = await passRippleOn(chidi.nodeUrl, { from: PLACES.thohoyandou, message: NOTES.dumi, senderName: 'Dumi' });
  return { ...ripple, links: [bea.nodeUrl, chidi.nodeUrl, dumi.nodeUrl] };
}

/** Dumi's note, passed on from Ana's: a note that is not the first of its ripple. */
async function dumisNote() {
  const ripple = await anasRipple();
  const dumi = await passRippleOn(ripple.nodeUrl, {
    from: PLACES.thohoyandou,
    message: NOTES.dumi,
    senderName: 'Dumi',
  });
  return dumi.nodeUrl;
}

/** Writes a note in the open ripple dialog and creates its link; returns the link. */
async function composeAndCreate(page: Page, message: string, name?: string) {
  const box = page.getByLabel('Your message');
  await box.fill(message);
  if (name) await page.getByLabel('Your name (optional)').fill(name);
  await page.getByRole('button', { name: 'Create Ripple Link' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Share Your Ripple' }).isVisible()).toBe(true);
  return page.getByLabel('Your ripple link').inputValue();
}

async function passOn(page: Page, link: string, message: string, name: string) {
  await page.goto(link);
  await expect.poll(() => page.getByRole('button', { name: 'Pass It On' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Pass It On' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Pass It On' }).isVisible()).toBe(true);
  const next = await composeAndCreate(page, message, name);
  await page.getByRole('button', { name: 'Done' }).click();
  return next;
}

describe('Ripples of Kindness: two people and more, no accounts', () => {
  it('starts a ripple from the home page modal: themes, templates, greeting, counter, share step', async () => {
    const { context, page } = await person(PLACES.bracknell);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a Ripple of Kindness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a Ripple' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = page.getByLabel('Your message');
    // A template is filled in and the message box takes focus 100 ms after opening.
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    const first = await box.inputValue();
    expect(first.length).toBeGreaterThan(40);
    const alternatives = dialog.getByRole('group', { name: 'Or try one of these' }).getByRole('button');
    expect(await alternatives.count()).toBe(3);
    const altTexts = await alternatives.allTextContents();
    expect(new Set([...altTexts, first]).size).toBe(4);

    await dialog.getByRole('radio', { name: /Gratitude/ }).click();
    expect(await dialog.getByRole('radio', { name: /Gratitude/ }).getAttribute('aria-checked')).toBe('true');
    expect(await box.inputValue()).not.toBe(first);
    const pick = (await alternatives.first().textContent()) ?? '';
    await alternatives.first().click();
    expect(await box.inputValue()).toBe(pick);

    await box.fill('Short and sweet');
    expect(await dialog.getByText('Aim for 80-140 chars for best sharing').isVisible()).toBe(true);
    expect(await dialog.getByText('15/280').isVisible()).toBe(true);
    await box.fill('x'.repeat(100));
    expect(await dialog.getByText('Perfect length!').isVisible()).toBe(true);
    await box.fill('x'.repeat(200));
    expect(await dialog.getByText('Consider shortening for easier sharing').isVisible()).toBe(true);
    await box.fill('   ');
    await dialog.getByRole('button', { name: 'Create Ripple Link' }).click();
    await expect.poll(() => page.getByText('Please enter a message to share').first().isVisible()).toBe(true);

    await box.fill(
      'You stayed late to help me move every box, and you never once complained. Thank you for being that friend.',
    );
    await page.getByLabel('Recipient’s first name (optional)').fill('Sam');
    await expect.poll(() => dialog.getByText(/Sent as: .*Hi Sam! You stayed late/).isVisible()).toBe(true);
    await page.getByLabel('Your name (optional)').fill('Ana');
    const creator = uniqueEmail('ana-modal');
    await page.getByLabel('Your e-mail, to hear when it spreads (optional)').fill(creator);
    await animationsFinished(page); // the dialog's fade-in, before axe measures contrast
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-modal-compose-desktop');
    await dialog.getByRole('button', { name: 'Create Ripple Link' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Share Your Ripple' }).isVisible()).toBe(true);
    // The address Ana gave gets a confirmation mail first, like anyone's (decision 028): the step says so.
    const shareStep = page.getByRole('dialog', { name: 'Share Your Ripple' });
    expect(await shareStep.getByText('Check your inbox.').isVisible()).toBe(true);
    expect(await shareStep.getByRole('status').filter({ hasText: 'Check your inbox' }).textContent()).toContain(
      `We’ve sent a mail to ${creator} so you can confirm it’s you.`,
    );
    const nodeUrl = await page.getByLabel('Your ripple link').inputValue();
    expect(nodeUrl).toMatch(/\/r\/[A-Za-z0-9]{10}$/);
    // The owner link is given with what it is for, and said to be mailed once the address is confirmed.
    const summaryUrl = await page.getByLabel('Your private owner link').inputValue();
    expect(summaryUrl).toMatch(/\/ripple\/[A-Za-z0-9]{10}\?key=[A-Za-z0-9]{32}$/);
    const ownerBox = page.getByRole('region', { name: 'Your private link to manage this ripple' });
    expect(await ownerBox.textContent()).toContain('Anyone with it can hide notes');
    expect(await ownerBox.textContent()).toContain('Once you confirm your address, we’ll mail it to you too.');
    expect(await page.getByRole('link', { name: 'Open the owner view' }).getAttribute('href')).toBe(summaryUrl);
    expect(await page.getByRole('link', { name: 'Open the owner view' }).getAttribute('target')).toBe('_blank');
    const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(whatsapp).toContain('https://wa.me/?text=');
    expect(decodeURIComponent(whatsapp!)).toContain('Hi Sam! You stayed late');
    const mailto = await page.getByRole('link', { name: 'Email' }).getAttribute('href');
    expect(mailto).toMatch(/^mailto:\?subject=A%20note%20for%20you&body=/);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Copied link!').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copied ✓' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(nodeUrl);
    await page.getByRole('button', { name: 'Copy message + link' }).click();
    await expect.poll(() => page.getByText('Copied message + link!').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(nodeUrl);
    await animationsFinished(page); // toasts finish fading in before axe measures their contrast
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-modal-share-desktop');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Start a Ripple' }).isVisible()).toBe(true);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The sender name is remembered and offered next time.
    expect(await page.evaluate(() => localStorage.getItem('ripple_sender_name'))).toBe('Ana');
    await page.getByRole('button', { name: 'Start a Ripple of Kindness' }).click();
    await expect.poll(() => page.getByLabel('Your name (optional)').inputValue()).toBe('Ana');

    // Ana opens the mail we kept and confirms with one click on the ripple's page.
    const confirmMail = await waitForMail(creator, /Please confirm/);
    expect(confirmMail.body).not.toContain('You stayed late');
    const confirmLink = linkIn(confirmMail, /https?:\/\/[^\s"<>]+\?verify=[A-Za-z0-9]{16}/);
    expect(new URL(confirmLink).pathname).toBe(new URL(summaryUrl).pathname);
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect.poll(() => page.getByText('Subscription confirmed').first().isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the modal fits a phone', async () => {
    const { context, page } = await person(PLACES.london, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a Ripple of Kindness' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Start a Ripple' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Scroll themes right' }).isVisible()).toBe(false);
    await animationsFinished(page); // the dialog's fade-in
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-modal-compose-phone');

    await page.getByLabel('Your e-mail, to hear when it spreads (optional)').fill(uniqueEmail('phone-creator'));
    await page.getByRole('button', { name: 'Create Ripple Link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Share Your Ripple' }).isVisible()).toBe(true);
    expect(await page.getByText('Check your inbox.').isVisible()).toBe(true);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await animationsFinished(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-modal-share-phone');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the main button of the composer and of Pass It On is in view without scrolling, on a laptop and a phone', async () => {
    const { nodeUrl } = await anasRipple();
    for (const [size, viewport] of [
      ['laptop', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await person(PLACES.london, viewport);
      const inView = async (dialogName: string) => {
        const dialog = page.getByRole('dialog', { name: dialogName });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await animationsFinished(page);
        const box = await dialog.getByRole('button', { name: 'Create Ripple Link' }).boundingBox();
        expect(box, `${dialogName} at ${size}`).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, `${dialogName} at ${size}`).toBeLessThanOrEqual(viewport.height);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      };
      await page.goto('/');
      await page.getByRole('button', { name: 'Start a Ripple of Kindness' }).click();
      await inView('Start a Ripple');
      await screenshot(page, `ripple-modal-compose-${size}-footer`);
      // The themes are one Tab stop; the arrow keys move the choice, and its focus outline is not clipped.
      await page.getByRole('radio', { checked: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
      await screenshot(page, `ripple-modal-theme-focus-${size}`);
      await page.goto(nodeUrl);
      await page.getByRole('button', { name: 'Pass It On' }).click();
      await inView('Pass It On');
      await screenshot(page, `ripple-modal-pass-on-${size}-footer`);
      await context.close();
    }
  });

  it('the note and summary pages hold their height while they load (layout shift at most 0.05)', async () => {
    const { summaryUrl, links } = await fourCityRipple();
    const shifts: string[] = [];
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      for (const [name, url] of [
        ['note', links[1]],
        ['summary', summaryUrl],
      ] as const) {
        const { context, page } = await person(PLACES.london, viewport);
        await page.goto(url, { waitUntil: 'networkidle' });
        // Everything that could still move the page has arrived: its fonts and images, then two frames painted.
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        });
        // Every layout shift since the page started loading, as Core Web Vitals counts them (the observer is handed
        // the buffered ones at once).
        const cls = await page.evaluate(() => {
          const observer = new PerformanceObserver(() => undefined);
          observer.observe({ type: 'layout-shift', buffered: true });
          const entries = observer.takeRecords() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >;
          observer.disconnect();
          return entries.filter((e) => !e.hadRecentInput).reduce((total, e) => total + e.value, 0);
        });
        shifts.push(`${name} ${size}: ${cls.toFixed(3)}`);
        await context.close();
      }
    }
    console.log(`layout shift: ${shifts.join(', ')}`);
    for (const s of shifts) expect(Number(s.split(': ')[1]), s).toBeLessThanOrEqual(0.05);
  });

  it('a recipient opens the link, sees the note, says thanks once, and passes it on; three levels deep', async () => {
    const { nodeUrl } = await anasRipple();
    const links: string[] = [];
    const { context, page } = await person(PLACES.saoPaulo);
    await page.goto(nodeUrl);
    await expect.poll(() => page.getByText('Hi Sam! You stayed late', { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('— Ana').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View Ripple Tree' }).getAttribute('href')).toMatch(
      /^\/ripple\/[A-Za-z0-9]{10}$/,
    );
    await page.getByRole('button', { name: 'Say Thanks' }).click();
    await expect.poll(() => page.getByText('Thank you sent! 💛').first().isVisible()).toBe(true);
    const sent = page.getByRole('button', { name: 'Thanks sent' });
    await expect.poll(() => sent.getAttribute('aria-disabled')).toBe('true');
    // The button that was pressed keeps the focus once it says so (a disabled one would drop it to the page).
    expect(await sent.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkAndShootBothWidths(page, 'ripple-note-thanked');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Thanks sent' }).isVisible()).toBe(true);
    expect(await page.getByText('1 thank you').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: /QR code for/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print a card' }).isEnabled()).toBe(true);
    await animationsFinished(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-note-desktop');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'ripple-note-print-card');
    // 'Print a card' gives one A6 page, whether the printer follows the card's page size or is loaded with A6.
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toEqual([A6_POINTS]);
    expect(pdfPages(await page.pdf({ format: 'A6', printBackground: true }))).toEqual([A6_POINTS]);
    await page.emulateMedia({ media: 'screen' });

    links.push(await passOn(page, nodeUrl, NOTES.bea, 'Bea'));
    await context.close();

    const c = await person(PLACES.lagos);
    links.push(await passOn(c.page, links[0], NOTES.chidi, 'Chidi'));
    await c.context.close();

    const d = await person(PLACES.thohoyandou, PHONE);
    await d.page.goto(links[1]);
    await expect.poll(() => d.page.getByText('You always save me a seat').isVisible()).toBe(true);
    await expect.poll(() => d.page.getByRole('img', { name: /QR code for/ }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(d.page)).toEqual([]);
    await screenshot(d.page, 'ripple-note-phone');
    links.push(await passOn(d.page, links[1], NOTES.dumi, 'Dumi'));
    await d.context.close();
    expect(links).toHaveLength(3);
  });

  it('anyone sees the summary with the real tree, the journey map and the stats, and can follow it by e-mail', async () => {
    const creator = uniqueEmail('ana');
    const follower = uniqueEmail('follower');
    const { summaryUrl, links } = await fourCityRipple(creator);
    const seedPath = new URL(summaryUrl).pathname;
    const { context, page } = await person(PLACES.london);
    await page.goto(seedPath);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ripple Summary' }).isVisible()).toBe(true);
    expect(await page.getByText('Admin view - You can see all statistics and manage this ripple').count()).toBe(0);
    expect(await page.getByTestId('summary-max-depth').textContent()).toBe('3');
    expect(Number(await page.getByTestId('summary-people-reached').textContent())).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('summary-cities').textContent()).toBe('4');
    for (const city of [
      'Bracknell, United Kingdom',
      'Sao Paulo, Brazil',
      'Lagos, Nigeria',
      'Thohoyandou, South Africa',
    ]) {
      expect(await page.getByRole('region', { name: 'Cities Reached' }).getByText(city).isVisible()).toBe(true);
    }
    // The tree: the first note open, the rest closed; each level nested inside the note it came from.
    const tree = page.getByRole('list', { name: 'Ripple tree' });
    const rootToggle = tree.getByRole('button', { name: /passed on from this one/ }).first();
    expect(await rootToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await tree.getByText('Your patience with my questions').isVisible()).toBe(true);
    expect(await tree.getByText('You always save me a seat').count()).toBe(0);
    const level1Toggle = tree.getByRole('button', { name: /passed on from this one/ }).nth(1);
    expect(await level1Toggle.getAttribute('aria-expanded')).toBe('false');
    await level1Toggle.focus();
    await page.keyboard.press('Enter');
    expect(await level1Toggle.getAttribute('aria-expanded')).toBe('true');
    const level2 = tree.locator('[data-depth="2"]');
    expect(await level2.getByText('You always save me a seat').isVisible()).toBe(true);
    expect(await tree.locator('[data-depth="1"]').locator('[data-depth="2"]').count()).toBe(1);
    await level2.getByRole('button', { name: /passed on from this one/ }).click();
    expect(
      await tree
        .locator('[data-depth="2"] [data-depth="3"]')
        .getByText('Thank you for the lift in the rain')
        .isVisible(),
    ).toBe(true);
    expect(await tree.locator('[data-depth="0"] > article').getByText('Bracknell, United Kingdom').isVisible()).toBe(
      true,
    );
    expect(await tree.locator('[data-depth="0"] > article').getByText('Depth 0').isVisible()).toBe(true);
    // The journey map: drawn once it nears the viewport; a dot per city and a line from each note to its parent.
    await page.getByRole('heading', { name: 'Journey Map' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('journey-map').isVisible()).toBe(true);
    expect(await page.getByTestId('journey-dot').count()).toBe(4);
    expect(await page.getByTestId('journey-line').count()).toBe(3);
    // Depth limit: 1 hides deeper notes; a non-number falls back to 6.
    const depth = page.getByLabel('Tree Depth Limit');
    expect(await depth.inputValue()).toBe('6');
    await depth.fill('1');
    await expect.poll(() => page.getByTestId('journey-dot').count()).toBe(2);
    await depth.fill('');
    await depth.blur();
    await expect.poll(() => depth.inputValue()).toBe('6');
    expect(await page.getByText('Powered by').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('Check out this ripple of kindness: '),
    );
    expect(await page.getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(
      'subject=A%20ripple%20of%20kindness',
    );
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(() => page.getByText('Copied ripple page link!').first().isVisible()).toBe(true);
    await animationsFinished(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-summary-desktop');

    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Updates' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Get notified when this ripple reaches new people').isVisible()).toBe(true);
    expect(
      await dialog.getByText("We'll send you periodic updates when this ripple spreads to new people").isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByText('Please enter your email address').first().isVisible()).toBe(true);
    await dialog.getByLabel('Email address').fill(follower);
    await animationsFinished(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-subscribe-desktop');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByText('Subscription successful!').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The confirmation step stays on the page after the toast fades.
    expect(await page.getByRole('status').filter({ hasText: 'One more step' }).textContent()).toContain(follower);

    const confirmMail = await waitForMail(follower, /Please confirm/);
    const confirmLink = linkIn(confirmMail, /https?:\/\/[^\s"<>]+\?verify=[A-Za-z0-9]{16}/);
    expect(confirmLink).not.toBe('');
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect.poll(() => page.getByText('Subscription confirmed').first().isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('');

    // The next person it reaches brings the growth mail, with a one-click unsubscribe link (only a visitor the
    // ripple has not reached before counts: decision 020).
    const e = await person(PLACES.newcomer);
    await passOn(e.page, links[2], 'Four steps from the start and still going. You matter more than you know.', 'Eli');
    await e.context.close();
    const growth = await waitForMail(follower, /Your Ripple of Kindness reached/);
    expect(growth.body).toContain('Your ripple reached new people');
    // Our mails never carry a note's text (decision 023): it is read on the ripple's page.
    expect(growth.body).not.toContain('You stayed late');
    // The address given when the ripple was started never confirmed: it had its confirmation mail and nothing
    // more, however far the ripple travelled (decision 028).
    await mailQueueDrained();
    expect(mailTo(creator).map((m) => m.subject)).toEqual(['Please confirm: follow a Ripple of Kindness']);
    const unsubscribe = linkIn(growth, /https?:\/\/[^\s"<>]+\/api\/ripples\/unsubscribe\/[A-Za-z0-9]{32}/);
    await page.goto(unsubscribe);
    await expect.poll(() => page.getByText('You are unsubscribed').isVisible()).toBe(true);
    // A link cut short lands on the home page, which says what to do instead.
    await page.goto(`${unsubscribe.slice(0, -3)}`);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?unsubscribed=0');
    await expect.poll(() => page.getByText('This unsubscribe link doesn’t work').isVisible()).toBe(true);

    const phone = await person(PLACES.london, PHONE);
    await phone.page.goto(seedPath);
    await expect.poll(() => phone.page.getByRole('heading', { name: 'Ripple Summary' }).isVisible()).toBe(true);
    await phone.page.getByRole('heading', { name: 'Journey Map' }).scrollIntoViewIfNeeded();
    await expect.poll(() => phone.page.getByTestId('journey-map').isVisible()).toBe(true);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'ripple-summary-phone');
    await phone.context.close();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the owner hides a note and closes the ripple; a wrong key gives the public view', async () => {
    const { summaryUrl, links } = await fourCityRipple();
    const owner = await person(PLACES.bracknell);
    const { pathname, search } = new URL(summaryUrl);
    await owner.page.goto(`${pathname}?key=not-the-key`);
    await expect.poll(() => owner.page.getByRole('heading', { name: 'Ripple Summary' }).isVisible()).toBe(true);
    expect(await owner.page.getByText('Admin view - You can see all statistics and manage this ripple').count()).toBe(
      0,
    );
    expect(
      await owner.page
        .getByText('The key in this link does not manage this ripple, so you see the public view.')
        .isVisible(),
    ).toBe(true);
    expect(await owner.page.getByRole('button', { name: 'Hide note' }).count()).toBe(0);

    await owner.page.goto(pathname + search);
    await expect
      .poll(() => owner.page.getByText('Admin view - You can see all statistics and manage this ripple').isVisible())
      .toBe(true);
    expect(await owner.page.getByText('This page’s address is your private owner link').isVisible()).toBe(true);
    const tree = owner.page.getByRole('list', { name: 'Ripple tree' });
    const bea = tree.locator('[data-depth="1"] > article');
    await bea.getByRole('button', { name: 'Hide note' }).click();
    await expect.poll(() => bea.getByRole('button', { name: 'Show note' }).isVisible()).toBe(true);
    expect(await bea.getByText('Your patience with my questions').isVisible()).toBe(true);
    await owner.page.getByRole('button', { name: 'Close ripple to new passes' }).click();
    await expect.poll(() => owner.page.getByRole('button', { name: 'Reopen ripple' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'ripple-summary-owner-desktop');

    const visitor = await person(PLACES.lagos);
    await visitor.page.goto(pathname);
    await expect
      .poll(() => visitor.page.getByText('This note was hidden by the ripple’s owner.').isVisible())
      .toBe(true);
    expect(await visitor.page.getByText('Your patience with my questions').count()).toBe(0);
    await visitor.page.goto(links[1]);
    await expect.poll(() => visitor.page.getByRole('button', { name: 'Pass It On' }).isVisible()).toBe(true);
    expect(await visitor.page.getByRole('button', { name: 'Pass It On' }).isDisabled()).toBe(true);
    expect(await visitor.page.getByText('closed by its owner').isVisible()).toBe(true);
    // The hidden note's own link no longer shows it.
    await visitor.page.goto(links[0]);
    await expect.poll(() => visitor.page.getByRole('heading', { name: 'Ripple Not Found' }).isVisible()).toBe(true);
    // It says the note was hidden, rather than suggesting the link is wrong.
    await expect
      .poll(() => visitor.page.getByText('The person who started this ripple has hidden this note.').isVisible())
      .toBe(true);
    expect(await visitor.page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await screenshot(visitor.page, 'ripple-not-found-desktop');

    // Reporting a note stores it and hides nothing.
    await visitor.page.goto(links[2]);
    await visitor.page.getByRole('button', { name: 'Report this note' }).click();
    await visitor.page.getByLabel('What is wrong with it? (optional)').fill('Testing the report button');
    await visitor.page.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => visitor.page.getByText('Report sent').first().isVisible()).toBe(true);
    await visitor.context.close();
    await owner.context.close();
  });

  it('serves link previews with the note in Open Graph meta, and /ripple/{noteCode} shows the note', async () => {
    const dumi = await dumisNote();
    const { context, page } = await person(PLACES.london);
    const res = await page.request.get(dumi);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="A Ripple of Kindness from Dumi" />');
    expect(html).toContain('Thank you for the lift in the rain');
    const card = await page.request.get(`${dumi}/card.png`);
    expect(card.headers()['content-type']).toBe('image/png');
    expect((await card.body()).length).toBeGreaterThan(5000);
    const code = noteCode(dumi);
    await page.goto(`/ripple/${code}`);
    await expect.poll(() => page.getByText('Thank you for the lift in the rain').first().isVisible()).toBe(true);
    await page.goto('/ripple/Nope9Nope9');
    await expect.poll(() => page.getByRole('heading', { name: 'Ripple Not Found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('tells a recipient whose connection drops that the link is fine, and loads the note when they try again', async () => {
    const dumi = await dumisNote();
    const { context, page } = await person(PLACES.london, PHONE);
    const code = noteCode(dumi);
    let offline = true;
    await page.route('**/api/ripples/**', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(dumi);
    await expect.poll(() => page.getByRole('heading', { name: 'We couldn’t load this ripple' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Ripple Not Found' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ripple-load-failed-phone');
    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByText('Thank you for the lift in the rain').first().isVisible()).toBe(true);

    // The same on the summary address, which first asks whether the code is a ripple's.
    offline = true;
    await page.goto(`/ripple/${code}`);
    await expect.poll(() => page.getByRole('heading', { name: 'We couldn’t load this ripple' }).isVisible()).toBe(true);
    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByText('Thank you for the lift in the rain').first().isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
