import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAndShootBothWidths, expectToast, jsErrors } from './support/browser';
import { ownServer } from './support/own-server';

// An admin moderates Kindness Connections: the /admin Connections tab, the team's message arriving in a member's open
// chat, a request edited, and the /admin/connections page. This journey needs an admin, so it runs its own server.
const server = ownServer();

/** Axe, no sideways scroll and a screenshot at 1280 and 390 px. */
const shots = (page: Page, name: string) => checkAndShootBothWidths(page, `admin-connections-${name}`);

describe('an admin moderating Kindness Connections', () => {
  it('reads a conversation, writes into it as the team (the member sees it live), edits a request, reads the numbers', async () => {
    const ada = await server.connectionsMember('Ada Asks', { avatar: 3 });
    const hal = await server.connectionsMember('Hal Helps', { avatar: 3 });
    const request = await ada.call<{ id: number }>('post', '/connections/requests', {
      title: 'Help with fractions homework',
      description: 'I am stuck on adding fractions and would love a patient explanation.',
      category: 'mentorship',
      urgency: 'normal',
    });
    const { conversationId } = await hal.call<{ conversationId: number }>(
      'post',
      `/connections/requests/${request.id}/accept`,
    );
    await ada.call('post', `/connections/conversations/${conversationId}/messages`, {
      content: 'Thank you for offering to help!',
    });

    // Hal has the chat open.
    await hal.page.goto(`/chat/${conversationId}`);
    await expect
      .poll(() => hal.page.getByText('Thank you for offering to help!').isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The admin's Connections tab: Reports, Conversations and Requests, each with its count.
    const admin = await server.signedInAdmin();
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
    // Sent from the keyboard while the answer is held: the waiting button keeps the focus (a disabled one would drop
    // it to the page, out of the dialog), and a second Enter sends nothing more.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await a.route('**/api/admin/conversations/*/message', async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await details.getByRole('button', { name: 'Send as KindRipple team' }).focus();
    await a.keyboard.press('Enter');
    const sending = details.getByRole('button', { name: 'Sending…' });
    await expect.poll(() => sending.getAttribute('aria-busy')).toBe('true');
    expect(await sending.evaluate((el) => el === document.activeElement)).toBe(true);
    await a.keyboard.press('Enter');
    expect(await sending.evaluate((el) => el === document.activeElement)).toBe(true);
    release();
    await expectToast(a, 'Message sent');
    await a.unroute('**/api/admin/conversations/*/message');
    expect(posts).toBe(1);

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
    const mine = await ada.call<{ items: { title: string; urgency: string }[] }>('get', '/connections/my-requests');
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
