import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/** Stores the value under the name unless one is there already (the first writer wins). */
export async function insertSecretIfMissing(db: Db, params: { name: string; value: string }): Promise<void> {
  await db.insert(appSecrets).values(params).onConflictDoNothing();
}

/** The stored value of a secret, if any. */
export async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}
