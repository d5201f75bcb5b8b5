import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { createTestDatabase } from '../../test/test-db';
import { getSecret } from './secrets.service';

let a: DbHandle;
let b: DbHandle;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

describe('getSecret', () => {
  it('creates a secret once, even for concurrent callers, and keeps it in the database', async () => {
    const values = await Promise.all([
      getSecret(a.db, 'ip_hash_salt'),
      getSecret(a.db, 'ip_hash_salt'),
      getSecret(a.db, 'ip_hash_salt'),
    ]);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^[0-9a-f]{64}$/);
    const rows = await a.db.select().from(appSecrets);
    expect(rows.map((r) => [r.name, r.value])).toEqual([['ip_hash_salt', values[0]]]);
  });

  it('keeps different names apart and never mixes two databases', async () => {
    const salt = await getSecret(a.db, 'ip_hash_salt');
    expect(await getSecret(a.db, 'altcha-hmac')).not.toBe(salt);
    expect(await getSecret(b.db, 'ip_hash_salt')).not.toBe(salt);
  });

  it('uses a value another instance stored first', async () => {
    await b.db.insert(appSecrets).values({ name: 'shared', value: 'written-by-another-instance' });
    expect(await getSecret(b.db, 'shared')).toBe('written-by-another-instance');
  });
});
