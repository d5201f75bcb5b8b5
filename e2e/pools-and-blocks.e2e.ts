import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD as PASSWORD, sameSiteHeaders } from './support/api';
import { PHONE, checkAndShootBothWidths, expectToast, jsErrors } from './support/browser';
import { HELP_PROFILE, ownServer } from './support/own-server';

// An adult and a 15-year-old cannot reach each other's member pages (the same not-found as a member who does not
// exist), and a block reaches story comments (decision 055). Stories need an admin's challenge and approval, so this
// journey runs its own server.
const server = ownServer({ adminPrefix: 'pools-admin' });

/** Axe, no sideways scroll and a screenshot at 1280 and 390 px. */
const shots = (page: Page, name: string) => checkAndShootBothWidths(page, `pools-${name}`);

/** A date of birth `years` years and a few days ago (UTC). */
function bornYearsAgo(years: number) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
}

/** What a member page's answer shows a client: status, the headers that matter, the body. */
async function memberPage(page: Page, id: number) {
  const res = await page.request.get(`/api/connections/user-profile/${id}`);
  const h = res.headers();
  return {
    status: res.status(),
    headers: { type: h['content-type'], cache: h['cache-control'], length: h['content-length'] },
    body: await res.text(),
  };
}

describe('age pools and blocks, seen from the browser', () => {
  it('keeps the pools apart on member pages, and a block from a comment’s menu reaches comments both ways', async () => {
    const admin = await server.signedInAdmin();
    const hour = 3600_000;
    const challenge = await admin.call<{ id: number }>('post', '/challenges', {
      title: 'Say thank you to someone',
      summary: 'Tell someone who helped you what it meant.',
      startDate: new Date(Date.now() - hour).toISOString(),
      endDate: new Date(Date.now() + 48 * hour).toISOString(),
      status: 'active',
    });

    const adult = await server.connectionsMember('Ava Adult', { avatar: 4 });
    const teenMember = await server.confirmedMember('Tia Teen', { avatar: 5 });
    const teen = await server.signedIn(teenMember.email, PASSWORD, PHONE);
    await teen.call('post', '/connections/profile', { ...HELP_PROFILE, dateOfBirth: bornYearsAgo(15) });
    const calMember = await server.confirmedMember('Cal Commenter', { avatar: 6 });
    const cal = await server.signedIn(calMember.email, PASSWORD);

    // 1. Member pages: each gets exactly the answer a member who does not exist gets, in the API and on the page.
    const missing = await memberPage(adult.page, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(await memberPage(adult.page, teen.id)).toEqual(missing);
    expect(await memberPage(teen.page, adult.id)).toEqual(await memberPage(teen.page, 2_000_000_000));
    expect((await memberPage(adult.page, adult.id)).status).toBe(200);
    for (const [who, id, name] of [
      [adult, teen.id, 'Tia Teen'],
      [teen, adult.id, 'Ava Adult'],
    ] as const) {
      await who.page.goto(`/user/${id}`);
      await expect
        .poll(() => who.page.getByRole('heading', { name: 'Profile Not Found' }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await who.page.getByText(name).count()).toBe(0);
    }
    await shots(teen.page, 'member-page-not-found');

    // 2. Ava shares a story; Cal comments under it.
    await adult.call('post', `/challenges/${challenge.id}/complete`, {});
    const created = await adult.page.request.post('/api/stories', {
      headers: sameSiteHeaders(server.base),
      multipart: {
        data: JSON.stringify({ challengeId: challenge.id, content: 'I thanked my old teacher with a letter.' }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const storyId = ((await created.json()) as { story: { id: number } }).story.id;
    await admin.call('patch', `/stories/${storyId}/status`, { status: 'approved' });
    await cal.call('post', `/stories/${storyId}/comments`, { content: 'What a lovely idea, Ava!' });

    // Ava blocks Cal from the comment's menu, after confirming.
    const a = adult.page;
    await a.goto('/stories');
    const story = a.getByRole('article', { name: 'Ava Adult' });
    await story.getByRole('button', { name: '1 comment' }).click();
    const comments = story.getByRole('list', { name: 'Comments' });
    await expect.poll(() => comments.getByText('What a lovely idea, Ava!').isVisible(), { timeout: 15_000 }).toBe(true);
    // From the keyboard: the menu opens on Enter with its first item focused, and Enter chooses it.
    await comments.getByRole('button', { name: 'More for Cal Commenter’s comment' }).focus();
    await a.keyboard.press('Enter');
    const item = a.getByRole('menuitem', { name: 'Block Cal Commenter' });
    await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
    await shots(a, 'comment-menu');
    await item.focus();
    await a.keyboard.press('Enter');
    const confirm = a.getByRole('dialog', { name: 'Block Cal Commenter?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await shots(a, 'block-confirm');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expectToast(a, 'Cal Commenter is blocked');
    await expect.poll(() => comments.getByText('What a lovely idea, Ava!').count(), { timeout: 15_000 }).toBe(0);
    await shots(a, 'blocked-toast');

    // Cal cannot comment under Ava's story: a clear refusal that does not say who blocked whom.
    const c = cal.page;
    await c.goto('/stories');
    const seen = c.getByRole('article', { name: 'Ava Adult' });
    await seen.getByRole('button', { name: '1 comment' }).click();
    await seen.getByLabel('Add a comment').fill('Are you still there?');
    await seen.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(c, /can.t comment on this story/);
    await shots(c, 'comment-refused');

    // The block is listed where the toast said, to undo.
    await a.goto('/kindness-connections?tab=profile');
    const blocks = a.getByRole('region', { name: 'People you blocked' });
    await expect.poll(() => blocks.getByText('Cal Commenter').isVisible(), { timeout: 15_000 }).toBe(true);

    for (const p of [admin, adult, teen, cal]) expect(jsErrors(p.page)).toEqual([]);
    for (const p of [admin, adult, teen, cal]) await p.context.close();
  });
});
