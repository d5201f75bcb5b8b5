import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSettings } from '../../db/schema';

/** Reads the values of the given setting keys as a map; missing keys are absent. */
export async function getSettingValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(inArray(adminSettings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Reads one setting row. */
export async function getSetting(db: Db, key: string) {
  const [row] = await db
    .select({
      key: adminSettings.key,
      value: adminSettings.value,
      description: adminSettings.description,
      updatedAt: adminSettings.updatedAt,
    })
    .from(adminSettings)
    .where(eq(adminSettings.key, key));
  return row;
}

/** Inserts or replaces a setting. */
export async function upsertSetting(db: Db, params: { key: string; value: string; description?: string | null }) {
  const [row] = await db
    .insert(adminSettings)
    .values({ key: params.key, value: params.value, description: params.description ?? null })
    .onConflictDoUpdate({
      target: adminSettings.key,
      set: {
        value: params.value,
        description: sql`coalesce(excluded.description, ${adminSettings.description})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ key: adminSettings.key, value: adminSettings.value, description: adminSettings.description });
  return row;
}
