import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { useTestApp } from '../../../test/harness';
import { matchedPair, send } from '../../../test/factories';

// The contact-details gate (decision 036) with the clock moved by the test.
let now = new Date('2025-03-01T09:00:00Z');
const { http } = useTestApp({}, { clock: () => now });
const DAY = 24 * 60 * 60_000;
const PHONE = 'You can reach me on 07700 900123';

async function exchange(
  a: Parameters<typeof send>[0],
  b: Parameters<typeof send>[0],
  id: number,
  fromA: number,
  fromB: number,
) {
  for (let i = 0; i < fromA; i++) expect((await send(a, id, `Thanks, that helps (${i})`)).statusCode).toBe(201);
  for (let i = 0; i < fromB; i++) expect((await send(b, id, `Glad to hear it (${i})`)).statusCode).toBe(201);
}

describe('contact details in chat', () => {
  it('are refused until the conversation is 3 days old with 20 messages, 5 from each side, then allowed', async () => {
    now = new Date('2025-03-01T09:00:00Z');
    const { requester, helper, conversationId } = await matchedPair(http);
    const refused = await send(requester, conversationId, PHONE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONNECTIONS_TEXT.chatContact);

    await exchange(requester, helper, conversationId, 10, 10);
    // 20 messages, both sides, but only 2 days old.
    now = new Date(now.getTime() + 2 * DAY);
    expect((await send(requester, conversationId, PHONE)).statusCode).toBe(400);
    expect(
      (await requester.http.get(`/api/connections/conversations/${conversationId}`)).json().contactDetailsAllowed,
    ).toBe(false);

    now = new Date(now.getTime() + 1 * DAY);
    expect(
      (await requester.http.get(`/api/connections/conversations/${conversationId}`)).json().contactDetailsAllowed,
    ).toBe(true);
    expect((await send(requester, conversationId, PHONE)).statusCode).toBe(201);
    expect((await send(helper, conversationId, 'Mine is sam at example dot com')).statusCode).toBe(201);
  });

  it('are never unlocked by one person alone, however many messages or days', async () => {
    now = new Date('2025-04-01T09:00:00Z');
    const { requester, helper, conversationId } = await matchedPair(http);
    await exchange(requester, helper, conversationId, 24, 4);
    now = new Date(now.getTime() + 30 * DAY);
    expect((await send(requester, conversationId, PHONE)).statusCode).toBe(400);
    expect((await send(helper, conversationId, PHONE)).statusCode).toBe(400);
    await exchange(requester, helper, conversationId, 0, 1);
    expect((await send(helper, conversationId, PHONE)).statusCode).toBe(201);
  });
});
