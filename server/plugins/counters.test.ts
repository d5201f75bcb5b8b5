import { describe, expect, it } from 'vitest';
import { localCounters } from './counters';

describe('localCounters', () => {
  it('counts in a fixed window that starts at the first add, and forgets the count when it ends', async () => {
    let now = 1_000;
    const c = localCounters(100, () => now);
    expect(await c.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 20_000;
    expect(await c.add('a', 60_000)).toEqual({ count: 2, ttlMs: 40_000 });
    now += 40_000;
    expect(await c.read('a')).toEqual({ count: 0, ttlMs: 0 });
    expect(await c.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('takes back without going below zero or moving the window, and drains a counter whole', async () => {
    let now = 0;
    const c = localCounters(100, () => now);
    await c.add('a', 10_000, 3);
    now += 4_000;
    await c.take('a');
    expect(await c.read('a')).toEqual({ count: 2, ttlMs: 6_000 });
    await c.take('a', 5);
    expect(await c.read('a')).toEqual({ count: 0, ttlMs: 0 });
    await c.take('missing');
    expect(await c.read('missing')).toEqual({ count: 0, ttlMs: 0 });
    await c.add('b', 10_000, 4);
    expect(await c.drain('b')).toBe(4);
    expect(await c.drain('b')).toBe(0);
  });

  it('holds at most maxKeys counters: ended windows go first, then the oldest', async () => {
    let now = 0;
    const c = localCounters(3, () => now);
    await c.add('short', 1_000);
    await c.add('old', 60_000);
    await c.add('mid', 60_000);
    now += 2_000;
    await c.add('new', 60_000);
    expect((await c.read('old')).count).toBe(1);
    await c.add('newer', 60_000);
    expect((await c.read('old')).count).toBe(0);
    expect((await c.read('mid')).count).toBe(1);
    expect((await c.read('newer')).count).toBe(1);
  });
});
