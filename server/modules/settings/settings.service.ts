import type { Db } from '../../db/client';
import { getSettingValues, upsertSetting } from './settings.queries';

/** The numeric settings an admin can set, with their defaults and descriptions. */
export const NUMERIC_SETTINGS = {
  starting_total_acts: { default: 0, description: 'Kind acts completed before KindRipple counted them; added to the total on the home page.' },
  starting_total_users: { default: 0, description: 'Kindness Ambassadors who joined before KindRipple counted them; added to the total on the home page.' },
} as const;

export type NumericSettingKey = keyof typeof NUMERIC_SETTINGS;

/** Reads numeric settings, falling back to the default when a value is missing or not a number. */
export async function getNumericSettings<K extends NumericSettingKey>(db: Db, keys: K[]): Promise<Record<K, number>> {
  const values = await getSettingValues(db, keys);
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const n = Number(values.get(key));
    out[key] = values.has(key) && Number.isFinite(n) ? n : NUMERIC_SETTINGS[key].default;
  }
  return out;
}

/** Makes sure every known setting has a row, so admins see them with descriptions. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  for (const [key, def] of Object.entries(NUMERIC_SETTINGS)) {
    const existing = await getSettingValues(db, [key]);
    if (!existing.has(key)) await upsertSetting(db, { key, value: String(def.default), description: def.description });
  }
}
