import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescingCache } from './coalescing-cache';

/** A load the test finishes by hand, counting how often it was started. */
function controlledLoad<V>() {
  const calls: { resolve(v: V): void; reject(e: unknown): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<V>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createCoalescingCache', () => {
  it('shares one load between every caller asking for a key while it runs', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    const { load, calls } = controlledLoad<string>();
    const waiting = [cache.getOrLoad('a', load), cache.getOrLoad('a', load), cache.getOrLoad('a', load)];
    expect(load).toHaveBeenCalledTimes(1);
    calls[0].resolve('value');
    expect(await Promise.all(waiting)).toEqual(['value', 'value', 'value']);
    // Kept: the next caller is answered without a load.
    expect(await cache.getOrLoad('a', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sweeps expired values when setting, a bounded number at a time, and keeps fresh ones', () => {
    vi.useFakeTimers();
    const cache = createCoalescingCache<number>({ ttlMs: 1000, maxEntries: 10_000 });
    for (let i = 0; i < 250; i++) cache.set(`old-${i}`, i);
    vi.advanceTimersByTime(500);
    cache.set('younger', 1);
    expect(cache.size).toBe(251);
    vi.advanceTimersByTime(501);
    // The 250 old values have expired (nobody asked for them); 'younger' has not.
    cache.set('new-1', 1);
    expect(cache.size).toBe(251 - 100 + 1);
    cache.set('new-2', 2);
    cache.set('new-3', 3);
    expect(cache.size).toBe(4);
    expect(cache.get('younger')).toBe(1);
    expect(cache.get('new-1')).toBe(1);
    vi.advanceTimersByTime(1000);
    cache.set('last', 0);
    expect(cache.size).toBe(1);
  });

  it('keeps keys apart', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    expect(await cache.getOrLoad('a', async () => 'A')).toBe('A');
    expect(await cache.getOrLoad('b', async () => 'B')).toBe('B');
    expect(cache.get('a')).toBe('A');
    expect(cache.size).toBe(2);
  });

  it('loads again once the lifetime is over', async () => {
    vi.useFakeTimers();
    const cache = createCoalescingCache<number>({ ttlMs: 1_000 });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('with a lifetime of 0 keeps nothing, but callers asking during a load still share it', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 0 });
    const { load, calls } = controlledLoad<string>();
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0].resolve('once');
    expect(await both).toEqual(['once', 'once']);
    expect(cache.size).toBe(0);
    const next = cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve('twice');
    expect(await next).toBe('twice');
    cache.set('k', 'ignored');
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep a failed load: every waiting caller gets the error, the next one loads again', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    const { load, calls } = controlledLoad<string>();
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    calls[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    const retry = cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve('back');
    expect(await retry).toBe('back');
  });

  it('turns a load that throws at once into a failed load', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    await expect(
      cache.getOrLoad('k', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await cache.getOrLoad('k', async () => 'yes')).toBe('yes');
  });

  it('clear(key) forgets the value and a load in progress, which answers its callers but is not kept', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    expect(await cache.getOrLoad('k', async () => 'old')).toBe('old');
    expect(await cache.getOrLoad('other', async () => 'kept')).toBe('kept');
    cache.clear('k');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('other')).toBe('kept');

    const { load, calls } = controlledLoad<string>();
    const during = cache.getOrLoad('k', load);
    cache.clear('k');
    // A caller after the clear does not join the load that may have read the old state.
    const after = cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    calls[0].resolve('read before the change');
    calls[1].resolve('read after the change');
    expect(await during).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(cache.get('k')).toBe('read after the change');
  });

  it('clearWhere forgets every matching key; clearAll forgets everything', async () => {
    const cache = createCoalescingCache<string>({ ttlMs: 60_000 });
    for (const key of ['seed1:1', 'seed1:2', 'seed2:1']) await cache.getOrLoad(key, async () => key);
    cache.clearWhere((key) => key.startsWith('seed1:'));
    expect([cache.get('seed1:1'), cache.get('seed1:2'), cache.get('seed2:1')]).toEqual([
      undefined,
      undefined,
      'seed2:1',
    ]);
    cache.clearAll();
    expect(cache.size).toBe(0);
  });

  it('clearWhere can match by the kept value, and sees a load in progress as undefined (then does not keep it)', async () => {
    const cache = createCoalescingCache<{ owner: number }>({ ttlMs: 60_000 });
    await cache.getOrLoad('a', async () => ({ owner: 1 }));
    await cache.getOrLoad('b', async () => ({ owner: 2 }));
    const { load, calls } = controlledLoad<{ owner: number }>();
    const running = cache.getOrLoad('c', load);
    const seen: [string, number | undefined][] = [];
    cache.clearWhere((key, value) => {
      seen.push([key, value?.owner]);
      return value === undefined || value.owner === 1;
    });
    expect(seen).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', undefined],
    ]);
    calls[0].resolve({ owner: 2 });
    expect(await running).toEqual({ owner: 2 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { owner: 2 }, undefined]);
  });

  it('keeps only the values `keeps` accepts; the others still answer every caller waiting on the load', async () => {
    const cache = createCoalescingCache<string | null>({ ttlMs: 60_000, keeps: (v) => v !== null });
    const { load, calls } = controlledLoad<string | null>();
    const both = [cache.getOrLoad('nobody', load), cache.getOrLoad('nobody', load)];
    calls[0].resolve(null);
    expect(await Promise.all(both)).toEqual([null, null]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    await cache.getOrLoad('someone', async () => 'kept');
    expect(cache.get('someone')).toBe('kept');
  });

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const cache = createCoalescingCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
  });

  it('with an endless lifetime keeps a value for good', async () => {
    vi.useFakeTimers();
    const cache = createCoalescingCache<string>({ ttlMs: Infinity });
    await cache.getOrLoad('secret', async () => 's');
    vi.advanceTimersByTime(365 * 24 * 3600_000);
    expect(cache.get('secret')).toBe('s');
  });
});
