import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of the challenge calls, counted per member. */
export const CHALLENGE_LIMITS = {
  complete: { name: 'challenge-complete-user', max: 60, windowMs: 60 * 60_000 },
  adminWrite: { name: 'challenge-admin-write', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
