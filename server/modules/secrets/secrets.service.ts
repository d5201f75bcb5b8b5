import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { createCoalescingCache, type CoalescingCache } from '../../lib/coalescing-cache';
import { insertSecretIfMissing, readSecret } from './secrets.queries';

// Per database, so tests that open several databases in one process never mix their secrets.
const caches = new WeakMap<Db, CoalescingCache<string>>();

/**
 * A server secret shared by every instance: created at first use (the first writer wins under
 * concurrency), kept in the database and cached in the process. It never leaves the server.
 */
export function getSecret(db: Db, name: string): Promise<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createCoalescingCache<string>({ ttlMs: Infinity })));
  return cache.getOrLoad(name, async () => {
    await insertSecretIfMissing(db, { name, value: randomBytes(32).toString('hex') });
    const value = await readSecret(db, name);
    if (!value) throw new Error(`secret ${name} could not be stored`);
    return value;
  });
}
