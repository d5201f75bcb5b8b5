import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD as PASSWORD } from './support/api';
import { DESKTOP, PHONE, checkAndShoot, expectToast, jsErrors } from './support/browser';
import { ownServer } from './support/own-server';

// This journey needs an admin, made at start from ADMIN_EMAIL, so it runs its own server (and reads its mail).
const server = ownServer();
const waitForMail = async (to: string, subject: RegExp) => (await server.mail(to, subject)).body;

/** A datetime-local value `hours` from now in the browser's zone (the test runs where the browser runs). */
function localInput(hours: number) {
  const d = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describe('the Kindness Challenges loop, from the admin’s challenge to a fulfilled reward', () => {
  it('a guest sees the way in, not an empty page, and is asked to join to like a story', async () => {
    const { context, page } = await server.person(PHONE);
    await page.goto('/kindness-challenges');
    const prompt = page.getByRole('region', { name: 'Sign in to take on the current challenge' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth?tab=login');
    expect(await prompt.getByRole('link', { name: 'Join for Free' }).getAttribute('href')).toBe('/auth?tab=register');
    await checkAndShoot(page, 'challenges-guest-phone');
    await page.goto('/dashboard');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/auth?redirect=%2Fdashboard');
    await context.close();
  });

  it('runs the whole loop in separate browsers, with every page at desktop and phone widths', async () => {
    const [ana, ben] = await Promise.all([server.confirmedMember('Ana Author'), server.confirmedMember('Ben Liker')]);
    const admin = await server.signedInAdmin();
    const author = await server.signedIn(ana.email, PASSWORD);
    const liker = await server.signedIn(ben.email, PASSWORD, PHONE);

    // The admin creates a challenge running now.
    await admin.page.goto('/admin');
    await admin.page.getByRole('button', { name: 'Create Challenge' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Create Challenge' });
    await form.getByLabel('Title').fill('Thank a neighbour');
    await form.getByLabel('Summary').fill('Write a short note of thanks to someone who lives near you.');
    await form.getByLabel('Start date').fill(localInput(-1));
    await form.getByLabel('End date').fill(localInput(24 * 7));
    await form.getByLabel('Status').selectOption('active');
    await checkAndShoot(admin.page, 'admin-challenge-form-desktop');
    await form.getByRole('button', { name: 'Create Challenge' }).click();
    await expectToast(admin.page, 'Challenge created');
    await expect
      .poll(() => admin.page.getByRole('cell', { name: 'Thank a neighbour', exact: true }).isVisible())
      .toBe(true);
    await checkAndShoot(admin.page, 'admin-challenges-desktop');

    // The author completes it, then shares a story with a large photo (compressed in the browser).
    await author.page.goto('/kindness-challenges');
    const hero = author.page.getByRole('region', { name: 'Thank a neighbour' });
    await expect.poll(() => hero.isVisible()).toBe(true);
    await checkAndShoot(author.page, 'challenges-member-desktop');
    await hero.getByRole('checkbox').click();
    await hero.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect.poll(() => hero.getByRole('heading', { name: /Challenge Completed! 🎉/ }).isVisible()).toBe(true);
    await hero.getByRole('button', { name: 'Share Your Story' }).click();
    await hero.getByLabel('Your story').fill('I left a thank-you card for my neighbour, who always waters my plants.');
    // Random pixels do not compress: a PNG of about 4.5 MB, which the browser must shrink below 1 MB.
    const pixels = Buffer.from(Array.from({ length: 1500 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(pixels, { raw: { width: 1500, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    await hero.getByLabel('Photo (optional)').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => hero.getByRole('img', { name: 'Chosen for your story' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await hero.getByRole('button', { name: 'Share Story' }).click();
    await expectToast(author.page, 'Story shared! 🎉');

    // The admin rejects it with a reason; the author reads it, edits and resubmits.
    await admin.page.goto('/admin?tab=stories');
    await admin.page.getByRole('button', { name: 'Reject story by Ana Author' }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Reject Story' });
    await reject.getByLabel('Reason', { exact: true }).fill('Please add how your neighbour reacted.');
    await checkAndShoot(admin.page, 'admin-story-reject-desktop');
    await reject.getByRole('button', { name: 'Reject Story' }).click();
    await expectToast(admin.page, 'Story rejected');
    await waitForMail(ana.email, /About your kindness story/);

    await author.page.goto('/dashboard?tab=stories');
    await expect.poll(() => author.page.getByText('Please add how your neighbour reacted.').isVisible()).toBe(true);
    await checkAndShoot(author.page, 'dashboard-stories-rejected-desktop');
    await author.page.getByRole('button', { name: 'Edit & Resubmit' }).click();
    const edit = author.page.getByRole('dialog', { name: 'Edit Your Story' });
    await edit.getByLabel('Your story').fill('I left a thank-you card for my neighbour. She smiled and hugged me!');
    await edit.getByRole('button', { name: 'Resubmit Story' }).click();
    await expectToast(author.page, 'Story resubmitted');
    await expect.poll(() => author.page.getByText('Pending approval').isVisible()).toBe(true);

    // Approved, it is public and earns the bonus.
    await admin.page.goto('/admin?tab=stories');
    await admin.page.getByRole('button', { name: 'Approve story by Ana Author' }).click();
    await expectToast(admin.page, 'Story approved');
    await waitForMail(ana.email, /Your kindness story is live/);

    // A second member, on a phone, likes and comments.
    await liker.page.goto('/stories');
    const card = liker.page.getByRole('article', { name: 'Ana Author' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Current Challenge').isVisible()).toBe(true);
    await card.getByRole('button', { name: '0 likes, like this story' }).click();
    await expect.poll(() => card.getByRole('button', { name: '1 like, unlike this story' }).isVisible()).toBe(true);
    await card.getByRole('button', { name: '0 comments' }).click();
    await card.getByLabel('Add a comment').fill('What a lovely idea!');
    await card.getByRole('button', { name: 'Post Comment' }).click();
    await expect.poll(() => card.getByText('What a lovely idea!').isVisible()).toBe(true);
    await checkAndShoot(liker.page, 'stories-member-phone');
    expect(jsErrors(liker.page)).toEqual([]);

    // The author's points show each step: 50 for completing, 25 for the approved story, 1 for the like.
    await author.page.goto('/dashboard');
    const bar = author.page.getByRole('progressbar', { name: 'Current Points Balance' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('76');
    const history = author.page.getByRole('region', { name: 'Points History' });
    await expect.poll(() => history.getByText('+50').isVisible()).toBe(true);
    await expect.poll(() => history.getByText('+25').isVisible()).toBe(true);
    await expect.poll(() => history.getByText('+1', { exact: true }).isVisible()).toBe(true);
    await checkAndShoot(author.page, 'dashboard-desktop');

    // The admin offers a reward the author can now afford: one, limited.
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Manage Rewards' }).click();
    await admin.page.getByRole('button', { name: 'Create Reward' }).click();
    const rewardForm = admin.page.getByRole('dialog', { name: 'Create Reward' });
    await rewardForm.getByLabel('Name').fill('A tree planted for you');
    await rewardForm.getByLabel('Description').fill('We plant a tree in your name.');
    await rewardForm.getByLabel('Points cost').fill('60');
    await rewardForm.getByRole('checkbox', { name: 'Limited quantity' }).click();
    await rewardForm.getByLabel('Quantity available').fill('1');
    await rewardForm.getByRole('button', { name: 'Create Reward' }).click();
    await expectToast(admin.page, 'Reward created');
    await checkAndShoot(admin.page, 'admin-rewards-desktop');

    // The author claims the reward with the address prefilled.
    await author.page.goto('/kindness-challenges');
    await author.page.getByRole('button', { name: 'Claim A tree planted for you' }).click();
    const claim = author.page.getByRole('dialog', { name: 'Claim A tree planted for you' });
    expect(await claim.getByLabel('E-mail for your reward').inputValue()).toBe(ana.email);
    await checkAndShoot(author.page, 'claim-dialog-desktop');
    await claim.getByRole('button', { name: 'Claim Reward' }).click();
    await expectToast(author.page, 'Reward claimed! 🎉');
    expect(await waitForMail(ana.email, /^Reward claimed: A tree planted for you$/)).toContain(ana.email);
    await author.page.goto('/dashboard?tab=rewards');
    await expect.poll(() => author.page.getByText('Pending').isVisible()).toBe(true);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('16');

    // The admin marks it fulfilled from the dashboard's Admin tab.
    await admin.page.goto('/dashboard?tab=admin');
    await admin.page.getByRole('tab', { name: 'Claimed Rewards' }).click();
    const mark = admin.page.getByRole('button', { name: 'Mark as Fulfilled: A tree planted for you for Ana Author' });
    await expect.poll(() => mark.isVisible()).toBe(true);
    await checkAndShoot(admin.page, 'dashboard-admin-claims-desktop');
    await mark.click();
    await expect.poll(() => mark.count()).toBe(0);
    await waitForMail(ana.email, /^Your reward is on its way: A tree planted for you$/);
    await author.page.reload();
    await expect.poll(() => author.page.getByText('Fulfilled').isVisible()).toBe(true);

    // Every new page at both widths, judged once what it loads is there.
    const pages = [
      {
        who: author,
        name: 'challenges-member',
        url: '/kindness-challenges',
        ready: (p: Page) => p.getByRole('region', { name: 'Thank a neighbour' }),
      },
      {
        who: liker,
        name: 'stories',
        url: '/stories',
        ready: (p: Page) => p.getByRole('article', { name: 'Ana Author' }),
      },
      {
        who: author,
        name: 'dashboard',
        url: '/dashboard',
        ready: (p: Page) => p.getByRole('region', { name: 'Points History' }).getByText('+50'),
      },
      {
        who: admin,
        name: 'admin',
        url: '/admin',
        ready: (p: Page) => p.getByText('Thank a neighbour', { exact: true }),
      },
    ];
    for (const { who, name, url, ready } of pages) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await who.page.setViewportSize(viewport);
        await who.page.goto(url);
        await expect.poll(() => ready(who.page).first().isVisible(), { timeout: 15_000 }).toBe(true);
        await checkAndShoot(who.page, `${name}-${size}`);
      }
    }
    for (const p of [admin, author, liker]) expect(jsErrors(p.page)).toEqual([]);
    await Promise.all([admin.context.close(), author.context.close(), liker.context.close()]);
  }, 240_000);
});
