import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { CONNECTION_LIMITS } from './connections.limits';
import { matchedPair, memberWithProfile, postRequest, requestBody, send } from '../../test/factories';

const { http } = useTestApp();

const expectTooMany = (res: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/Please/);
};

describe('abuse limits of Kindness Connections (per member)', () => {
  it('caps messages per minute', async () => {
    const { requester, conversationId } = await matchedPair(http);
    for (let i = 0; i < CONNECTION_LIMITS.messages.max; i++)
      expect((await send(requester, conversationId, `Message ${i}`)).statusCode).toBe(201);
    expectTooMany(await send(requester, conversationId, 'One too many'));
  });

  it('caps new requests per day', async () => {
    const owner = await memberWithProfile(http);
    for (let i = 0; i < CONNECTION_LIMITS.requests.max; i++) await postRequest(owner);
    expectTooMany(await owner.http.post('/api/connections/requests', requestBody()));
  });

  it('caps accepts per hour and reports per day', async () => {
    const helper = await memberWithProfile(http);
    const owner = await memberWithProfile(http);
    for (let i = 0; i < CONNECTION_LIMITS.accepts.max; i++) {
      const res = await helper.http.post(`/api/connections/requests/99999${i}/accept`);
      expect(res.statusCode).toBe(404);
    }
    expectTooMany(await helper.http.post(`/api/connections/requests/1/accept`));
    for (let i = 0; i < CONNECTION_LIMITS.reports.max; i++)
      await helper.http.post('/api/connections/reports', { reportedUserId: owner.user.id, reason: 'Spam or scam' });
    expectTooMany(
      await helper.http.post('/api/connections/reports', { reportedUserId: owner.user.id, reason: 'Spam or scam' }),
    );
  });
});
