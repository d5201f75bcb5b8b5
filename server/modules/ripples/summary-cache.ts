/**
 * A tiny per-instance cache of public summary responses (already serialized). A ripple that goes viral has its
 * summary opened by many people at once; for one second they share one database read and one serialization.
 * The owner's view (with a key) is never cached, and the owner's changes clear the ripple's entries here.
 */
export function createSummaryCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { json: string; expires: number }>();
  const key = (seedCode: string, depth: number) => `${seedCode}:${depth}`;
  return {
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
    },
    get size() {
      return entries.size;
    },
  };
}
