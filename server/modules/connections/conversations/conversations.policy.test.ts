import { describe, expect, it } from 'vitest';
import { assertCanComplete, assertCanMessage, trustBuilt } from './conversations.policy';

const DAY = 24 * 60 * 60_000;
const start = new Date('2025-01-01T00:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('trustBuilt', () => {
  it('needs 3 days, 20 messages and 5 from each side', () => {
    expect(trustBuilt({ createdAt: start, mine: 10, theirs: 10 }, at(3))).toBe(true);
    expect(trustBuilt({ createdAt: start, mine: 10, theirs: 10 }, at(2.99))).toBe(false);
    expect(trustBuilt({ createdAt: start, mine: 10, theirs: 9 }, at(10))).toBe(false);
    expect(trustBuilt({ createdAt: start, mine: 100, theirs: 4 }, at(10))).toBe(false);
    expect(trustBuilt({ createdAt: start, mine: 15, theirs: 5 }, at(3))).toBe(true);
  });
});

describe('assertCanMessage and assertCanComplete', () => {
  it('refuses finished and closed conversations with a 403 a person understands', () => {
    expect(() => assertCanMessage({ status: 'active', otherId: 2 })).not.toThrow();
    for (const status of ['completed', 'request_removed', 'closed'])
      expect(() => assertCanMessage({ status, otherId: 2 })).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertCanMessage({ status: 'active', otherId: null })).toThrow(/left KindRipple/);
  });

  it('lets only the requester complete, once', () => {
    const c = { status: 'active', requestRequesterId: 1, requestId: 9 };
    expect(() => assertCanComplete(c, 1)).not.toThrow();
    expect(() => assertCanComplete(c, 2)).toThrow(/Only the person who asked/);
    expect(() => assertCanComplete({ ...c, status: 'completed' }, 1)).toThrow(/already completed/);
  });
});
