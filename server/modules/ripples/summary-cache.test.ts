import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSummaryCache } from './summary-cache';

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
});
