import type { LimitSpec } from '../../../plugins/rate-limit';

/** The admin's Connections actions, counted per admin (a stolen session cannot wipe the place in a minute). */
export const CONNECTIONS_ADMIN_LIMITS = {
  adminWrite: { name: 'connections-admin-write', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
