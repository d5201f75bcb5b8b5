import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { insertSecretIfMissing, readSecret } from './secrets.queries';

// Per database, so tests that open several databases in one process never mix their secrets.
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A server secret shared by every instance: created at first use (the first writer wins under
 * concurrency), kept in the database and cached in the process. It never leaves the server.
 */
export function getSecret(db: Db, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let pending = byName.get(name);
  if (!pending) {
    pending = (async () => {
      await insertSecretIfMissing(db, { name, value: randomBytes(32).toString('hex') });
      const value = await readSecret(db, name);
      if (!value) throw new Error(`secret ${name} could not be stored`);
      return value;
    })();
    pending.catch(() => byName.delete(name));
    byName.set(name, pending);
  }
  return pending;
}
