import { describe, expect, it } from 'vitest';
import { currentUser } from '@common/schemas/users';
import { answerOf } from './contracts';
import { member } from './fixtures';
import { mockApi, verifyMockApi } from './mock-api';

describe('mocks are held to their contracts', () => {
  it('a mock answer a contract refuses fails the call and the test, naming the field', async () => {
    mockApi({ 'GET /api/user': { ...member, points: 'many' } });
    await expect(fetch('/api/user')).rejects.toThrow(/GET \/api\/user answered what its contract/);
    expect(() => verifyMockApi()).toThrow(/points: Invalid input: expected number, received string/);
  });

  it('matches a contract by its path pattern, and leaves failures and uncontracted routes alone', async () => {
    mockApi({
      'GET /api/connections/user-profile/12': { id: 12 },
      'GET /api/ripples/node/gone': { status: 404, body: { message: 'Ripple not found' } },
      'GET /api/not-a-contract': { anything: true },
    });
    await expect(fetch('/api/connections/user-profile/12')).rejects.toThrow(/contract \(GET \/api\/connections/);
    expect((await fetch('/api/ripples/node/gone')).status).toBe(404);
    expect((await fetch('/api/not-a-contract')).status).toBe(200);
    expect(() => verifyMockApi()).toThrow(/user-profile\/12/);
  });

  it('a matching mock passes', async () => {
    mockApi({ 'GET /api/user': member });
    expect(await (await fetch('/api/user')).json()).toEqual(member);
  });

  it('answerOf: a fixture that drifts fails the type check and throws where it is written', () => {
    expect(answerOf(currentUser, member)).toBe(member);
    // @ts-expect-error -- points is a number in the contract
    expect(() => answerOf(currentUser, { ...member, points: 'many' })).toThrow(/points: Invalid input/);
    // @ts-expect-error -- the contract has no such role
    expect(() => answerOf(currentUser, { ...member, role: 'owner' })).toThrow(/role: Invalid option/);
  });
});
