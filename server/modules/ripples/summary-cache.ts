/**
 * A tiny per-instance cache of public summary responses (already serialized). A ripple that goes viral has its
 * summary opened by many people at once; for one second they share one database read and one serialization,
 * and when the second is over, everyone asking while the next read runs waits for that one read (no stampede).
 * The owner's view (with a key) is never cached, and the owner's changes clear the ripple's entries here.
 */
export function createSummaryCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { json: string; expires: number }>();
  const loading = new Map<string, Promise<string>>();
  const key = (seedCode: string, depth: number) => `${seedCode}:${depth}`;
  return {
    /**
     * The cached answer, else the result of `load`, shared with every caller who asks for the same ripple and
     * depth while it runs. A failed load (unknown ripple) fails for all of them and is not kept.
     */
    async getOrLoad(seedCode: string, depth: number, load: () => Promise<string>): Promise<string> {
      const hit = this.get(seedCode, depth);
      if (hit !== undefined) return hit;
      if (ttlMs <= 0) return load();
      const k = key(seedCode, depth);
      let pending = loading.get(k);
      if (!pending) {
        pending = load().then((json) => {
          // An owner's change while this read ran cleared the ripple: answer these callers, keep nothing.
          if (loading.get(k) === pending) this.set(seedCode, depth, json);
          return json;
        });
        loading.set(k, pending);
        const forget = () => {
          if (loading.get(k) === pending) loading.delete(k);
        };
        pending.then(forget, forget);
      }
      return pending;
    },
    get(seedCode: string, depth: number): string | undefined {
      const hit = entries.get(key(seedCode, depth));
      if (!hit) return undefined;
      if (hit.expires <= Date.now()) {
        entries.delete(key(seedCode, depth));
        return undefined;
      }
      return hit.json;
    },
    set(seedCode: string, depth: number, json: string) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key(seedCode, depth), { json, expires: Date.now() + ttlMs });
    },
    /** Forgets every depth of one ripple (after the owner hid a note or closed it). */
    clear(seedCode: string) {
      for (const k of entries.keys()) if (k.startsWith(`${seedCode}:`)) entries.delete(k);
      for (const k of loading.keys()) if (k.startsWith(`${seedCode}:`)) loading.delete(k);
    },
    get size() {
      return entries.size;
    },
  };
}
