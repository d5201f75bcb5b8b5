import type { AdminUser } from '../../../common/schemas/admin-users';
import { showDisplayName } from '../../../common/names';
import type { AdminUserRow } from './users.admin.queries';
import { isSuspendedAt } from './users.suspension.service';

/**
 * A row of the admin user table; a suspension whose end has passed shows as over. The name is shown as everywhere else
 * (normalised, nothing invisible: decision 029); the search still finds the stored text.
 */
export function presentAdminUser(r: AdminUserRow, now: Date): AdminUser {
  const suspended = isSuspendedAt(r, now);
  return {
    id: r.id,
    username: r.username,
    displayName: showDisplayName(r.displayName),
    ...(r.heldDisplayName !== null ? { heldDisplayName: showDisplayName(r.heldDisplayName) } : {}),
    avatar: r.avatar,
    points: r.points,
    role: r.role,
    emailVerified: Boolean(r.emailVerified),
    createdAt: r.createdAt.toISOString(),
    suspended,
    suspendedUntil: suspended && r.suspendedUntil ? r.suspendedUntil.toISOString() : null,
    suspensionReason: suspended ? r.suspensionReason : null,
    hasHelpProfile: Boolean(r.hasHelpProfile),
    underAgeAnsweredAt: r.underAgeAnsweredAt ? r.underAgeAnsweredAt.toISOString() : null,
  };
}
