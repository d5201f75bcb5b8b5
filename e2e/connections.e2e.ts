import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, createMember, sameSiteHeaders, type Member } from './support/api';
import {
  DESKTOP,
  checkAndShootBothWidths,
  expectToast,
  fitsWidth,
  jsErrors,
  newPerson,
  useBrowser,
} from './support/browser';
import { waitForMail } from './support/mail';

const browser = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();

/** Axe and a screenshot at 1280 and 390 px (nothing scrolls sideways at either), and nothing scrolls sideways at 320 px. */
async function shots(page: Page, name: string) {
  await checkAndShootBothWidths(page, name);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await fitsWidth(page), `${name} at 320 px`).toBe(true);
  await page.setViewportSize(DESKTOP);
}

/** A confirmed member, signed in in their own browser context. */
async function signedInMember(displayName: string) {
  const member: Member = await createMember({ displayName });
  const mail = await waitForMail(member.email, /Confirm your KindRipple e-mail address/);
  const link = mail.links.find((l) => l.includes('/confirm-email?token='))!;
  await callApi('POST', '/auth/confirm-email', { body: { token: new URL(link).searchParams.get('token') } });
  const { context, page } = await newPerson(browser());
  // The event streams this browser holds open right now (a stream's request ends only when it closes).
  let streams = 0;
  const isStream = (r: { url: () => string }) => new URL(r.url()).pathname === '/api/connections/events';
  context.on('request', (r) => void (isStream(r) && streams++));
  context.on('requestfinished', (r) => void (isStream(r) && streams--));
  context.on('requestfailed', (r) => void (isStream(r) && streams--));
  const res = await page.request.post('/api/login', {
    data: { username: member.email, password: member.password },
    headers: sameSiteHeaders(inject('baseURL')),
  });
  expect(res.status()).toBe(200);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  return { member, context, page, id: me.id, openStreams: () => streams };
}

/** Creates a help profile through the page: the date-of-birth step, then the profile. */
async function createProfile(page: Page, shot?: string) {
  await page.goto('/kindness-connections');
  await page.getByLabel('Date of birth').fill('1994-06-15');
  if (shot) await shots(page, `${shot}-age`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Reading', exact: true }).click();
  await page.getByLabel('Add an interest').fill('  Board games ');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('button', { name: 'Language exchange' }).click();
  await page.getByLabel('About you').fill('I love helping people feel at home in a new language.');
  if (shot) await shots(page, shot);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => page.getByRole('tab', { name: 'Find Kindness' }).isVisible()).toBe(true);
}

describe('Kindness Connections', () => {
  it('refuses an under-13 answer on every device with the server’s words, and offers deletion', async () => {
    const first = await signedInMember('Young Kim');
    const twelve = new Date();
    twelve.setUTCFullYear(twelve.getUTCFullYear() - 12);
    await first.page.goto('/kindness-connections');
    await first.page.getByLabel('Date of birth').fill(twelve.toISOString().slice(0, 10));
    await first.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => visible(first.page, 'Thank you for telling us'), { timeout: 15_000 }).toBe(true);
    expect(await visible(first.page, /aged 13 and over/)).toBe(true);
    await shots(first.page, 'connections-under-13');

    // Another device of the same account opens on the refusal, not on the question.
    const { context, page } = await newPerson(browser());
    const login = await page.request.post('/api/login', {
      data: { username: first.member.email, password: first.member.password },
      headers: sameSiteHeaders(inject('baseURL')),
    });
    expect(login.status()).toBe(200);
    await page.goto('/kindness-connections');
    await expect.poll(() => visible(page, 'Thank you for telling us'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Date of birth').count()).toBe(0);
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Delete Account' }).isVisible()).toBe(true);
    expect(jsErrors(first.page)).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
    await Promise.all([first.context.close(), context.close()]);
  }, 120_000);

  it('shows guests what Connections is and how to join', async () => {
    const { context, page } = await newPerson(browser());
    await page.goto('/connections');
    await expect.poll(() => pathOf(page)).toBe('/kindness-connections');
    await expect.poll(() => page.getByRole('heading', { name: 'How we keep it safe' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Join for free' }).getAttribute('href')).toContain(
      '/auth?tab=register',
    );
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href')).toContain(
      '/auth?tab=login',
    );
    expect(await page.title()).toBe('Kindness Connections · KindRipple');
    await shots(page, 'connections-landing');
    await page.goto('/chat/1');
    await expect.poll(() => pathOf(page)).toBe('/auth?redirect=%2Fchat%2F1');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('two members find each other through a request, chat live, complete with a review, then block and report', async () => {
    const riya = await signedInMember('Riya Asks');
    const sam = await signedInMember('Sam Helps');

    // Riya makes her profile and asks for help; a phone number is kept out of the request.
    await createProfile(riya.page, 'connections-create-profile');
    await riya.page.getByRole('button', { name: 'Ask for Kindness' }).first().click();
    const dialog = riya.page.getByRole('dialog', { name: 'Ask for Help' });
    await dialog.getByLabel('Title').fill('Practising English conversation');
    await dialog.getByLabel('Category').selectOption('language');
    await dialog.getByLabel('Description').fill('Could someone chat with me in English? Text me on 07700 900123.');
    await dialog.getByRole('button', { name: 'Post request' }).click();
    await expect
      .poll(() => dialog.getByText(/Please don't include contact information or social media references/).isVisible())
      .toBe(true);
    await shots(riya.page, 'connections-ask-refused');
    await dialog
      .getByLabel('Description')
      .fill('Could someone chat with me in English a couple of times this week? I am shy but keen to practise.');
    await dialog.getByRole('button', { name: 'Post request' }).click();
    await expectToast(riya.page, 'Request posted');
    await expect.poll(() => riya.page.getByRole('tab', { name: 'My Requests', selected: true }).isVisible()).toBe(true);
    await shots(riya.page, 'connections-my-requests');

    // Sam makes his profile, finds Riya's request and offers help: the chat opens.
    await createProfile(sam.page);
    await expect.poll(() => visible(sam.page, 'Practising English conversation')).toBe(true);
    await shots(sam.page, 'connections-find-kindness');
    await sam.page.getByRole('button', { name: 'Offer Help' }).first().click();
    await expect.poll(() => /^\/chat\/\d+$/.test(new URL(sam.page.url()).pathname)).toBe(true);
    const chatPath = new URL(sam.page.url()).pathname;

    // Riya waits on her Connections page; Sam's message arrives live and the header badge counts it.
    await riya.page.getByRole('tab', { name: 'Conversations' }).click();
    await expect.poll(() => visible(riya.page, 'Sam Helps')).toBe(true);
    const samBox = sam.page.getByLabel('Message', { exact: true });
    await samBox.fill('Hi Riya! Happy to practise with you. How about a short chat now?');
    await sam.page.getByRole('button', { name: 'Send' }).click();
    const badge = riya.page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toContain('1');
    await shots(riya.page, 'connections-conversations');

    // Riya opens the chat: the message is there, the badge clears, and her reply reaches Sam without a reload.
    await riya.page
      .getByRole('link', { name: /Sam Helps/ })
      .first()
      .click();
    await expect.poll(() => pathOf(riya.page)).toBe(chatPath);
    await expect.poll(() => visible(riya.page, 'Happy to practise with you')).toBe(true);
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
    await riya.page.getByLabel('Message', { exact: true }).fill('Yes please! Thank you so much 😊');
    await riya.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => visible(sam.page, 'Yes please! Thank you so much'), { timeout: 10_000 }).toBe(true);

    // Sam opens the chat in a second tab: the browser still holds one event stream, and both tabs get Riya's words.
    const samTab2 = await sam.context.newPage();
    await samTab2.goto(chatPath);
    await expect.poll(() => visible(samTab2, 'Yes please! Thank you so much')).toBe(true);
    await expect.poll(() => sam.openStreams(), { timeout: 10_000 }).toBe(1);
    await riya.page.getByLabel('Message', { exact: true }).fill('Shall we start with my weekend plans?');
    await riya.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => visible(samTab2, 'Shall we start with my weekend plans?'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => visible(sam.page, 'Shall we start with my weekend plans?'), { timeout: 10_000 }).toBe(true);
    expect(sam.openStreams()).toBe(1);

    // The tab holding the stream goes away (here a reload): the waiting tab takes it over and misses nothing.
    await sam.page.goto(chatPath);
    await expect.poll(() => visible(sam.page, 'Shall we start with my weekend plans?')).toBe(true);
    await expect.poll(() => sam.openStreams(), { timeout: 10_000 }).toBe(1);
    await riya.page.getByLabel('Message', { exact: true }).fill('I will tell you about mine, then you tell me yours.');
    await riya.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => visible(samTab2, 'then you tell me yours'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => visible(sam.page, 'then you tell me yours'), { timeout: 10_000 }).toBe(true);
    expect(sam.openStreams()).toBe(1);
    await samTab2.close();
    await samBox.fill('Great! Tell me about your week.');
    await samBox.press('Enter');
    await expect.poll(() => visible(riya.page, 'Tell me about your week'), { timeout: 10_000 }).toBe(true);
    await shots(riya.page, 'connections-chat');

    // Only Riya, the requester, can complete; a rating is needed.
    expect(await sam.page.getByRole('button', { name: 'Complete', exact: true }).count()).toBe(0);
    await riya.page.getByRole('button', { name: 'Complete', exact: true }).click();
    const complete = riya.page.getByRole('dialog', { name: 'Complete this request' });
    await complete.getByRole('button', { name: 'Complete request' }).click();
    await expect.poll(() => complete.getByText('Please provide a rating').isVisible()).toBe(true);
    await complete.getByText('Amazing').click();
    // A phone number in the review is refused by the server, and the reason shows under the comment (decision 053).
    await complete.getByLabel(/A few words of thanks/).fill('Great help! text me 07700900123');
    await complete.getByRole('button', { name: 'Complete request' }).click();
    const refused = complete.getByRole('alert').filter({ hasText: 'your review can be sent without it' });
    await expect.poll(() => refused.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await complete.getByLabel(/A few words of thanks/).getAttribute('aria-invalid')).toBe('true');
    await shots(riya.page, 'connections-review-refused');
    await complete.getByLabel(/A few words of thanks/).fill('Sam was patient, warm and so encouraging.');
    expect(await refused.count()).toBe(0);
    await shots(riya.page, 'connections-complete');
    await complete.getByRole('button', { name: 'Complete request' }).click();
    await expectToast(riya.page, 'Request completed!');
    await expect
      .poll(() => visible(riya.page, 'Request completed. Thank you for being kind!'), { timeout: 10_000 })
      .toBe(true);
    expect(await riya.page.getByLabel('Message', { exact: true }).count()).toBe(0);

    // The review shows on Sam's profile page.
    await riya.page.goto(`/user/${sam.id}`);
    await expect.poll(() => visible(riya.page, 'Sam was patient, warm and so encouraging.')).toBe(true);
    expect(await visible(riya.page, 'Available to Help')).toBe(true);
    expect(await visible(riya.page, '(1 review)')).toBe(true);
    await shots(riya.page, 'connections-user-profile');

    // Sam, the helper, leaves his review of Riya once the request is complete (the page updates live).
    await expect
      .poll(() => sam.page.getByRole('button', { name: 'Leave a review' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await sam.page.getByRole('button', { name: 'Leave a review' }).click();
    await sam.page.getByRole('dialog').getByText('Great', { exact: true }).click();
    await sam.page.getByRole('dialog').getByRole('button', { name: 'Send review' }).click();
    await expectToast(sam.page, 'Thank you for your review');

    // Riya blocks and reports Sam from the chat in one step; the block shows on her profile tab.
    await riya.page.goto(chatPath);
    await riya.page.getByRole('button', { name: 'Block and report' }).click();
    const report = riya.page.getByRole('dialog', { name: 'Block and report Sam Helps' });
    await report.getByText('Harassment or bullying').click();
    await report.getByLabel(/Anything else/).fill('Testing the safety tools.');
    await report.getByRole('button', { name: 'Block and report' }).click();
    await expectToast(riya.page, 'User blocked and reported');
    await riya.page.goto('/kindness-connections?tab=profile');
    await expect.poll(() => visible(riya.page, 'People you blocked')).toBe(true);
    await expect.poll(() => riya.page.getByRole('button', { name: 'Unblock' }).isVisible()).toBe(true);
    await shots(riya.page, 'connections-profile-tab');

    // Blocked both ways: Sam can no longer see Riya's profile.
    await sam.page.goto(`/user/${riya.id}`);
    await expect.poll(() => visible(sam.page, 'Profile Not Found')).toBe(true);
    await shots(sam.page, 'connections-profile-not-found');

    expect(jsErrors(riya.page)).toEqual([]);
    expect(jsErrors(sam.page)).toEqual([]);
    await riya.context.close();
    await sam.context.close();
  }, 180_000);

  it('keeps a removed conversation out of the list, read-only under Removed, where a message can still be reported', async () => {
    const ada = await signedInMember('Ada Asks');
    const ben = await signedInMember('Ben Helps');
    await createProfile(ada.page);
    await ada.page.getByRole('button', { name: 'Ask for Kindness' }).first().click();
    const dialog = ada.page.getByRole('dialog', { name: 'Ask for Help' });
    await dialog.getByLabel('Title').fill('Practising English on Saturdays');
    await dialog.getByLabel('Category').selectOption('language');
    await dialog
      .getByLabel('Description')
      .fill('Could someone chat with me in English for half an hour on Saturday? I am keen to practise.');
    await dialog.getByRole('button', { name: 'Post request' }).click();
    await expectToast(ada.page, 'Request posted');

    await createProfile(ben.page);
    await expect.poll(() => visible(ben.page, 'Practising English on Saturdays')).toBe(true);
    await ben.page.getByRole('button', { name: 'Offer Help' }).first().click();
    await expect.poll(() => /^\/chat\/\d+$/.test(new URL(ben.page.url()).pathname)).toBe(true);
    const chatPath = new URL(ben.page.url()).pathname;
    await ben.page.getByLabel('Message', { exact: true }).fill('You should have asked someone with manners.');
    await ben.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => visible(ben.page, 'someone with manners')).toBe(true);
    await ben.page.getByRole('button', { name: 'Remove conversation' }).click();
    await ben.page
      .getByRole('dialog', { name: 'Remove this conversation?' })
      .getByRole('button', { name: 'Remove conversation' })
      .click();
    await expectToast(ben.page, 'Conversation Removed');

    // Gone from Ada's list; under Removed, read-only, and the message can still be reported.
    await ada.page.goto('/kindness-connections?tab=conversations');
    await expect.poll(() => visible(ada.page, 'No conversations yet')).toBe(true);
    await ada.page.getByRole('button', { name: 'Removed' }).click();
    await expect.poll(() => visible(ada.page, 'Ben Helps')).toBe(true);
    await shots(ada.page, 'connections-removed-filter');
    await ada.page
      .getByRole('link', { name: /Ben Helps/ })
      .first()
      .click();
    await expect.poll(() => pathOf(ada.page)).toBe(chatPath);
    await expect.poll(() => visible(ada.page, /This conversation was removed/)).toBe(true);
    expect(await ada.page.getByLabel('Message', { exact: true }).count()).toBe(0);
    await shots(ada.page, 'connections-removed-chat');
    await ada.page.getByRole('button', { name: /Report this message/ }).click();
    const report = ada.page.getByRole('dialog', { name: 'Report this message' });
    await report.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expectToast(ada.page, 'Report sent');
    expect(jsErrors(ada.page)).toEqual([]);
    await ada.context.close();
    await ben.context.close();
  });
});
