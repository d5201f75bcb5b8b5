import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of the reward calls, counted per member. */
export const REWARD_LIMITS = {
  claim: { name: 'reward-claim-user', max: 30, windowMs: 60 * 60_000 },
  adminWrite: { name: 'reward-admin-write', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
