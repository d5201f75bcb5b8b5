import { z } from 'zod';
import { newPassword } from './passwords';
import { isoDate } from './connections/profiles';
import { roles } from './users';
import { adminPage, adminPageQuery } from './common';
import { plural } from '../plural';

/** The texts of Manage Users, shared by the forms, the routes and the tests. */
export const adminUserMessages = {
  passwordRequired: 'Please enter a new password',
  passwordReset: 'Password reset successfully. The member was signed out everywhere and told by e-mail.',
  pointsWhole: 'Points must be a whole number other than 0',
  pointsTooLarge: 'Points must be between -1,000,000 and 1,000,000',
  pointsAdjusted: 'Points adjusted',
  belowZero: (balance: number) =>
    `This change would take the balance below 0: the member has ${plural(balance, 'point')}.`,
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'Please keep the reason under 500 characters',
  untilPast: 'The end of a suspension must be in the future',
  suspended: 'User suspended',
  unsuspended: 'Suspension lifted',
  notSuspended: 'This member is not suspended.',
  adminTarget: 'Admin accounts cannot be changed here.',
  selfTarget: 'You cannot do this to your own account.',
  userGone: 'This member could not be found.',
  noHelpProfile: 'This member has no Kindness Connections profile, so there is no date of birth to correct.',
  tooYoung: 'Kindness Connections is for members aged 13 and over; this date would make the member younger.',
  dateOfBirthCorrected: 'Date of birth corrected',
  noUnderAgeAnswer: 'This member has no under-13 answer on record.',
  underAgeAnswerCleared: 'Under-13 answer cleared. The member can answer the date of birth again.',
  searchTooLong: 'Please search with fewer than 100 characters',
} as const;

const positiveId = z.coerce
  .number({ error: 'Invalid user id' })
  .int('Invalid user id')
  .positive('Invalid user id')
  .max(2_147_483_647, 'Invalid user id');

/** GET /api/admin/users: 20 per page by id, optionally searched by name or e-mail. */
export const adminUsersQuery = z.object({
  ...adminPageQuery,
  search: z.string().trim().max(100, adminUserMessages.searchTooLong).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** A row of the admin user table. */
export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The name held for carrying contact details (shown to admins only), present while it is held (decision 054). */
  heldDisplayName: z.string().optional(),
  avatar: z.string().nullable(),
  points: z.number().int(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Whether the suspension is in force now (a past end counts as over). */
  suspended: z.boolean(),
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Whether the member has a Kindness Connections profile (a date of birth an admin can correct). */
  hasHelpProfile: z.boolean(),
  /** When the member answered Connections' date-of-birth question under 13 (decision 056), or null. */
  underAgeAnsweredAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersPage = adminPage(adminUser);
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const adminUserIdParams = z.object({ id: positiveId });

/** POST /api/admin/reset-user-password. */
export const resetUserPasswordInput = z.object({
  userId: positiveId,
  newPassword: z
    .string({ error: adminUserMessages.passwordRequired })
    .min(1, adminUserMessages.passwordRequired)
    .pipe(newPassword),
});
export type ResetUserPasswordInput = z.input<typeof resetUserPasswordInput>;

const reason = z
  .string({ error: adminUserMessages.reasonRequired })
  .trim()
  .min(1, adminUserMessages.reasonRequired)
  .max(500, adminUserMessages.reasonTooLong);

/** POST /api/admin/adjust-points: a non-zero whole number, with an optional reason the member sees in their history. */
export const adjustPointsInput = z.object({
  userId: positiveId,
  points: z
    .number({ error: adminUserMessages.pointsWhole })
    .int(adminUserMessages.pointsWhole)
    .refine((n) => n !== 0, adminUserMessages.pointsWhole)
    .refine((n) => Math.abs(n) <= 1_000_000, adminUserMessages.pointsTooLarge),
  reason: z
    .string()
    .trim()
    .max(500, adminUserMessages.reasonTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdjustPointsInput = z.input<typeof adjustPointsInput>;

export const adjustPointsResponse = z.object({ message: z.string(), points: z.number().int() });
export type AdjustPointsResponse = z.infer<typeof adjustPointsResponse>;

/** POST /api/admin/users/{id}/suspend: why, and until when (none: until an admin lifts it). */
export const suspendUserInput = z.object({
  reason,
  until: z.iso
    .datetime({ offset: true, error: 'Please give the end as a date and time' })
    .optional()
    .nullable()
    .refine((v) => !v || new Date(v).getTime() > Date.now(), adminUserMessages.untilPast),
});
export type SuspendUserInput = z.input<typeof suspendUserInput>;

export const adminUserResponse = z.object({ message: z.string(), user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

/** PATCH /api/admin/users/{id}/date-of-birth: the corrected date and why. */
export const correctDateOfBirthInput = z.object({ dateOfBirth: isoDate, reason });
export type CorrectDateOfBirthInput = z.input<typeof correctDateOfBirthInput>;

/** POST /api/admin/users/{id}/under-age-answer/clear: why the answer is cleared (a mistake the member wrote in about). */
export const clearUnderAgeAnswerInput = z.object({ reason });
export type ClearUnderAgeAnswerInput = z.input<typeof clearUnderAgeAnswerInput>;

/** The sentence a suspended member sees when logging in. */
export function suspendedMessage(until: Date | null): string {
  return until
    ? `Your account is suspended until ${until.toUTCString()}. If you think this is a mistake, reply to the e-mail we sent you.`
    : 'Your account is suspended. If you think this is a mistake, reply to the e-mail we sent you.';
}
