import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSummaryCache } from './notes.cache';

afterEach(() => vi.useRealTimers());

describe('summary cache', () => {
  it('keeps an answer for its time to live, per ripple and depth, and forgets a ripple on demand', () => {
    vi.useFakeTimers();
    const cache = createSummaryCache(1000);
    cache.set('abc', 6, '{"a":1}');
    cache.set('abc', 20, '{"a":2}');
    cache.set('xyz', 6, '{"x":1}');
    expect(cache.get('abc', 6)).toBe('{"a":1}');
    expect(cache.get('abc', 5)).toBeUndefined();
    cache.clear('abc');
    expect(cache.get('abc', 6)).toBeUndefined();
    expect(cache.get('abc', 20)).toBeUndefined();
    expect(cache.get('xyz', 6)).toBe('{"x":1}');
    vi.advanceTimersByTime(1001);
    expect(cache.get('xyz', 6)).toBeUndefined();
  });

  it('stores nothing with a zero time to live (tests) and never grows past its limit', () => {
    const off = createSummaryCache(0);
    off.set('abc', 6, '{}');
    expect(off.get('abc', 6)).toBeUndefined();
    const small = createSummaryCache(1000, 2);
    small.set('a', 6, '1');
    small.set('b', 6, '2');
    small.set('c', 6, '3');
    expect(small.size).toBe(2);
    expect(small.get('a', 6)).toBeUndefined();
    expect(small.get('c', 6)).toBe('3');
  });

  it('lets everyone who asks during a read share that one read, and keeps its answer', async () => {
    const cache = createSummaryCache(1000);
    let reads = 0;
    let finish!: (json: string) => void;
    const load = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad('abc', 6, load));
    const otherDepth = cache.getOrLoad('abc', 20, async () => '{"depth":20}');
    finish('{"a":1}');
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('{"a":1}'));
    expect(await otherDepth).toBe('{"depth":20}');
    expect(reads).toBe(1);
    expect(await cache.getOrLoad('abc', 6, load)).toBe('{"a":1}');
    expect(reads).toBe(1);
  });

  it('fails every waiting caller when the read fails, keeps nothing, and reads again next time', async () => {
    const cache = createSummaryCache(1000);
    const failing = () => Promise.reject(new Error('Ripple not found'));
    const results = await Promise.allSettled([
      cache.getOrLoad('gone', 6, failing),
      cache.getOrLoad('gone', 6, failing),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(cache.get('gone', 6)).toBeUndefined();
    expect(await cache.getOrLoad('gone', 6, async () => '{"back":true}')).toBe('{"back":true}');
  });

  it('does not keep a read that an owner change overtook', async () => {
    const cache = createSummaryCache(1000);
    let finish!: (json: string) => void;
    const before = cache.getOrLoad('abc', 6, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear('abc');
    finish('{"hidden":false}');
    expect(await before).toBe('{"hidden":false}');
    expect(cache.get('abc', 6)).toBeUndefined();
    expect(await cache.getOrLoad('abc', 6, async () => '{"hidden":true}')).toBe('{"hidden":true}');
  });

  it('keeps nothing with a zero time to live (tests see every change at once), yet callers asking at once share a read', async () => {
    const cache = createSummaryCache(0);
    let reads = 0;
    const load = async () => `{"read":${++reads}}`;
    expect(await Promise.all([cache.getOrLoad('abc', 6, load), cache.getOrLoad('abc', 6, load)])).toEqual([
      '{"read":1}',
      '{"read":1}',
    ]);
    expect(await cache.getOrLoad('abc', 6, load)).toBe('{"read":2}');
    expect(cache.size).toBe(0);
  });
});
