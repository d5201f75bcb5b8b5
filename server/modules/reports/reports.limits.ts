import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of reports and appeals: admins' writes per member, appeals per client (an appeal needs no sign-in). */
export const REPORTS_LIMITS = {
  adminWrite: { name: 'moderation-admin-write', max: 600, windowMs: 60 * 60_000 },
  appeal: { name: 'moderation-appeal', max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
