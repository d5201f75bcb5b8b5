import { describe, expect, it } from 'vitest';
import { checkAndShoot, jsErrors } from './support/browser';
import { ownServer, type SignedIn } from './support/own-server';

// A member's conversations close from outside them (here a suspension and an account deletion): the other person's
// open chat shows it closed at once, without a reload (the conversation event both people get). Suspending needs an
// admin, so this journey runs its own server.
const server = ownServer();

const CLOSED = 'This conversation is closed, so no new messages can be sent.';

/** A requester and a helper in a conversation; answers its id. */
async function matched(requester: SignedIn, helper: SignedIn, title: string) {
  const request = await requester.call<{ id: number }>('post', '/connections/requests', {
    title,
    description: 'I would love a patient hand with this over the next few days.',
    category: 'mentorship',
    urgency: 'normal',
  });
  const { conversationId } = await helper.call<{ conversationId: number }>(
    'post',
    `/connections/requests/${request.id}/accept`,
  );
  await requester.call('post', `/connections/conversations/${conversationId}/messages`, {
    content: 'Thank you for offering to help!',
  });
  return conversationId;
}

/** The helper's chat is open and live: the first message is there and the composer is ready. */
async function chatOpen(helper: SignedIn, conversationId: number) {
  await helper.page.goto(`/chat/${conversationId}`);
  await expect
    .poll(() => helper.page.getByText('Thank you for offering to help!').isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => helper.page.getByLabel('Message', { exact: true }).isVisible()).toBe(true);
  expect(await helper.page.getByText(CLOSED).count()).toBe(0);
}

describe('a conversation closed from outside it', () => {
  it("shows closed in the other person's open chat at once, after a suspension and after an account deletion", async () => {
    const hal = await server.connectionsMember('Hal Helps', { avatar: 4 });
    const admin = await server.signedInAdmin();

    // Ada is suspended by an admin while Hal has their chat open.
    const ada = await server.connectionsMember('Ada Asks', { avatar: 3 });
    const first = await matched(ada, hal, 'Help with fractions homework');
    await chatOpen(hal, first);
    await admin.call('post', `/admin/users/${ada.id}/suspend`, { reason: 'Unkind messages to other members' });
    await expect.poll(() => hal.page.getByText(CLOSED).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await hal.page.getByLabel('Message', { exact: true }).count()).toBe(0);
    await checkAndShoot(hal.page, 'chat-closed-by-suspension-1280');

    // Bea deletes her account while Hal has their chat open.
    const bea = await server.connectionsMember('Bea Asks', { avatar: 5 });
    const second = await matched(bea, hal, 'Help with a cover letter');
    await chatOpen(hal, second);
    await bea.call('delete', '/user', { username: bea.email });
    await expect.poll(() => hal.page.getByText(CLOSED).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await hal.page.getByLabel('Message', { exact: true }).count()).toBe(0);

    expect(jsErrors(hal.page)).toEqual([]);
  });
});
