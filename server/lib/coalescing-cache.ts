/** How a coalescing cache keeps what it loads. */
export interface CoalescingCacheOptions<V = unknown> {
  /**
   * How long a loaded value is kept, in milliseconds. 0 keeps nothing (callers asking while a load runs still
   * share it); Infinity keeps a value for the life of the process.
   */
  ttlMs: number;
  /** The most values kept at once; when full, the oldest goes first. Default 1000. */
  maxEntries?: number;
  /** Which loaded values are kept (every one by default); the others are only shared with the callers waiting. */
  keeps?: (value: V) => boolean;
}

/** A per-process cache whose callers share one load per key (no stampede when a value expires). */
export interface CoalescingCache<V> {
  /**
   * The kept value for `key`, else the result of `load`, shared with every caller who asks for the same key while
   * it runs. A failed load fails for all of them and is not kept, so the next caller tries again.
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  /** The kept value for `key` while it is fresh. */
  get(key: string): V | undefined;
  /** Keeps a value for `key` (nothing when the lifetime is 0). */
  set(key: string, value: V): void;
  /**
   * Forgets `key`: its value and any load in progress (whose callers still get their answer, but it is not kept:
   * it may have read what the change that called clear() replaced).
   */
  clear(key: string): void;
  /**
   * Forgets every key `match` accepts, as clear() does. `value` is the kept value, or undefined for a load still in
   * progress (whose value nobody knows yet).
   */
  clearWhere(match: (key: string, value: V | undefined) => boolean): void;
  /** Forgets everything. */
  clearAll(): void;
  /** How many values are kept (expired ones included until they are asked for or swept by the next set()). */
  readonly size: number;
}

/** The most expired values one set() removes, so a sweep's work stays bounded (the rest go on the next ones). */
const SWEEP_BATCH = 100;

/** A new, empty coalescing cache (see CoalescingCache). */
export function createCoalescingCache<V>(options: CoalescingCacheOptions<V>): CoalescingCache<V> {
  const { ttlMs, keeps } = options;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();

  // Every value lives ttlMs and set() re-inserts its key, so the map's order is the order values expire in: a
  // sweep drops expired values from the front and stops at the first fresh one, at most SWEEP_BATCH at a time.
  const sweep = (now: number) => {
    let n = 0;
    for (const [key, entry] of entries) {
      if (entry.expires > now || n++ >= SWEEP_BATCH) return;
      entries.delete(key);
    }
  };

  const cache: CoalescingCache<V> = {
    getOrLoad(key, load) {
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = loading.get(key);
      if (running) return running;
      let started: Promise<V>;
      try {
        started = load();
      } catch (err) {
        started = Promise.reject(err);
      }
      const pending: Promise<V> = started.then((value) => {
        // Still the current load (nobody cleared the key meanwhile): keep what it read.
        if (loading.get(key) === pending && (!keeps || keeps(value))) cache.set(key, value);
        return value;
      });
      loading.set(key, pending);
      const forget = () => {
        if (loading.get(key) === pending) loading.delete(key);
      };
      pending.then(forget, forget);
      return pending;
    },
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      if (!(ttlMs > 0)) return;
      const now = Date.now();
      sweep(now);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now + ttlMs });
    },
    clear(key) {
      entries.delete(key);
      loading.delete(key);
    },
    clearWhere(match) {
      for (const [key, entry] of [...entries]) if (match(key, entry.value)) entries.delete(key);
      for (const key of [...loading.keys()]) if (match(key, undefined)) loading.delete(key);
    },
    clearAll() {
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
