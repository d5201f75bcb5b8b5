import type { Db } from '../../db/client';
import { createCoalescingCache, type CoalescingCache } from '../../lib/coalescing-cache';
import { announceKeptCopyChange, onKeptCopyChange } from '../../lib/kept-copies';
import { recordAdminAction } from '../audit/audit.service';
import { getSetting, getSettingValues, upsertSetting } from './settings.queries';

/** The numeric settings an admin can set, with their defaults and descriptions. */
export const NUMERIC_SETTINGS = {
  starting_total_acts: {
    default: 0,
    description: 'Kind acts completed before KindRipple counted them; added to the total on the home page.',
  },
  starting_total_users: {
    default: 0,
    description: 'Kindness Ambassadors who joined before KindRipple counted them; added to the total on the home page.',
  },
  like_points_daily_cap_per_author: {
    default: 20,
    description:
      'Most like points one author can receive per day (UTC) from all likers together; more likes still count on the story.',
  },
  like_points_daily_cap_per_liker: {
    default: 5,
    description:
      'Most like points one member can give to the same author per day (UTC); more likes still count on the story.',
  },
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

/**
 * How long a hot path (a like's caps) keeps the settings it read, in this process (decision 050). A save forgets them
 * at once on this instance and on every other when its notice arrives, at the latest after this time (decision 069).
 */
export const SETTINGS_KEPT_MS = 1_000;

// Per database, so tests that open several databases in one process never mix their settings.
const kept = new WeakMap<Db, CoalescingCache<Record<string, number>>>();

/**
 * getNumericSettings for hot paths: read at most once per SETTINGS_KEPT_MS per instance (callers share a read), and
 * every time for a caller who wrote a moment ago (`fresh`, decision 069).
 */
export async function getKeptNumericSettings<K extends NumericSettingKey>(
  db: Db,
  keys: readonly K[],
  fresh = false,
): Promise<Record<K, number>> {
  if (fresh) return getNumericSettings(db, [...keys]);
  let cache = kept.get(db);
  if (!cache) {
    const created = createCoalescingCache<Record<string, number>>({ ttlMs: SETTINGS_KEPT_MS, maxEntries: 50 });
    kept.set(db, (cache = created));
    onKeptCopyChange(db, 'settings', () => created.clearAll());
  }
  return cache.getOrLoad(keys.join(','), () => getNumericSettings(db, [...keys])) as Promise<Record<K, number>>;
}

/** Every instance forgets the settings it kept (after a committed change). */
const forgetKeptSettings = (db: Db): Promise<void> => announceKeptCopyChange(db, 'settings');

/** Makes sure every known setting has a row, so admins see them with descriptions. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  for (const [key, def] of Object.entries(NUMERIC_SETTINGS)) {
    const existing = await getSettingValues(db, [key]);
    if (!existing.has(key)) await upsertSetting(db, { key, value: String(def.default), description: def.description });
  }
}

/** Stores the value of a setting (kept as text; a numeric one that is not a number reads as its default). */
export async function setSetting(db: Db, key: NumericSettingKey, value: string): Promise<void> {
  await upsertSetting(db, { key, value });
  await forgetKeptSettings(db);
}

/** A setting as the Settings tab reads it (`{ key, value, description }`), its default when it has no row yet. */
export async function readSetting(db: Db, key: NumericSettingKey) {
  const row = await getSetting(db, key);
  const def = NUMERIC_SETTINGS[key];
  return {
    key,
    value: row?.value ?? String(def.default),
    description: row?.description ?? def.description,
  };
}

/**
 * An admin saves a setting (value already checked: a whole number of at least 0), in one transaction with its audit
 * row (the value before and after). The caller drops the cached home totals so the change shows at once.
 */
export async function saveSetting(
  db: Db,
  actor: { id: number; clientKey: string | null },
  input: { key: NumericSettingKey; value: string; description?: string },
) {
  const result = await db.transaction(async (tx) => {
    const before = await getSetting(tx, input.key);
    const saved = await upsertSetting(tx, {
      key: input.key,
      value: input.value,
      description: input.description || before?.description || NUMERIC_SETTINGS[input.key].description,
    });
    await recordAdminAction(
      tx,
      actor,
      'setting.update',
      { type: 'setting', id: null },
      { key: input.key, from: before?.value ?? String(NUMERIC_SETTINGS[input.key].default), to: input.value },
      actor.clientKey,
    );
    return { key: input.key, value: saved?.value ?? input.value, description: saved?.description ?? null };
  });
  await forgetKeptSettings(db);
  return result;
}
