import type { LimitSpec } from '../../plugins/rate-limit';

/** The abuse limits of a member's own account calls, counted per member. */
export const USER_LIMITS = {
  avatarUpload: { name: 'avatar-upload-user', max: 30, windowMs: 60 * 60_000 },
  /**
   * Renames (those the server refuses included): room for a few tries at a good name, not for a name that changes
   * beside every message all day.
   */
  displayName: { name: 'display-name-user', max: 10, windowMs: 60 * 60_000 },
  /** Manage Users' actions, per admin: generous for real work, a stop for a runaway script or a stolen session. */
  adminWrite: { name: 'user-admin-write', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
