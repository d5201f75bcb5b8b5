import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of the Settings tab, per admin. */
export const SETTINGS_LIMITS = {
  adminWrite: { name: 'settings-admin-write', max: 120, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
