import { USER_LIMITS } from './users.limits';

// The users module's door: what other modules, the composition, the seed and the jobs use. The module owns the
// users table: every other module (auth, the demo seed, the admin set-up) creates, reads and changes accounts
// through these functions. It imports neither auth nor Kindness Connections: what they do when a member is
// suspended, or when an admin corrects a date of birth, is handed in (server/composition.ts).

export {
  confirmAccountEmail,
  countUsers,
  createAccount,
  createAccountsIfNew,
  findAccountByEmail,
  findAccountById,
  findMemberById,
  findMembersByIds,
  mailAccount,
  pruneUnconfirmedAccounts,
  setPasswordHash,
  setRole,
  type Account,
} from './users.account.service';
export {
  assertDisplayNameAllowed,
  getPublicUser,
  holdNamesWithContactDetails,
  type AccountDeletionStep,
} from './users.profile.service';
export { memberTarget, suspendUser, unsuspendUser, type DateOfBirthCorrection } from './users.admin.service';
export { assertNotSuspended, hasSuspension, type SuspensionStep } from './users.suspension.service';
export { lockedUnderAgeAnswer, recordUnderAgeAnswer, underAgeAnswer } from './users.under-age.service';

/**
 * Manage Users' per-admin limit on its actions. An action another module serves for Manage Users (the password reset
 * of a member) counts in it too.
 */
export const MANAGE_USERS_WRITE_LIMIT = USER_LIMITS.adminWrite;
