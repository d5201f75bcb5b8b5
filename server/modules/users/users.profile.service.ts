import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { findContactInName } from '../../../common/contact-info';
import { nameMessages, showName } from '../../../common/names';
import { accountMessages, confirmsAccountDeletion } from '../../../common/schemas/account';
import { badRequest, notFound } from '../../http-error';
import { assertNameNotReserved } from '../../lib/reserved-names';
import { removeUpload, storeAvatar } from '../uploads/uploads.service';
import type { Account } from './users.account.service';
import { assertPredefinedAvatarChoice } from './users.policy';
import {
  deleteUserById,
  findAvatar,
  findPublicUserById,
  findUserById,
  findUnheldDisplayNames,
  holdDisplayName,
  updateAvatar,
  updateDisplayName,
} from './users.queries';

// The member's own profile (display name, avatar, deleting the account) and the public member card.

/**
 * The server's checks of a display name a member chooses, after the shared schema (`displayName` in
 * common/schemas/account.ts: length, characters): registration and a rename both call this, and nothing else sets a
 * member's name. The reserved names (decision 029) and contact details (decision 054), refused on `displayName`.
 */
export function assertDisplayNameAllowed(name: string): void {
  assertNameNotReserved(name, 'displayName');
  if (findContactInName(name)) throw badRequest(nameMessages.contact, { displayName: nameMessages.contact });
}

/**
 * A member renames themselves (the profile's Display name, the 'new name' dialog): the same checks as registration;
 * a held name is released with it (decision 054). Answers the account as it is now.
 */
export async function changeDisplayName(db: Db, userId: number, displayName: string): Promise<Account> {
  assertDisplayNameAllowed(displayName);
  const account = await updateDisplayName(db, { userId, displayName });
  if (!account) throw notFound();
  return account;
}

/** How many stored names the sweep reads at a time. */
const NAME_SWEEP_PAGE = 500;

/**
 * Holds every stored display name that carries contact details (decision 054): the name is kept aside for the
 * admins, others see 'Kind member', and its owner is asked for a new one (`nameNeedsChange`). Names are checked as
 * they are shown (`showName`) with the rule new names meet. Safe to run again and on several instances at once: a
 * held name is not read again, and a name changed since it was read is left to its new owner. Answers how many it
 * held.
 */
export async function holdNamesWithContactDetails(db: Db): Promise<number> {
  let held = 0;
  let afterId = 0;
  for (;;) {
    const page = await findUnheldDisplayNames(db, { afterId, limit: NAME_SWEEP_PAGE });
    for (const row of page) {
      if (findContactInName(showName(row.displayName)) === null) continue;
      if (await holdDisplayName(db, { userId: row.id, displayName: row.displayName })) held++;
    }
    if (page.length < NAME_SWEEP_PAGE) return held;
    afterId = page[page.length - 1]!.id;
  }
}

/** Sets the member's avatar, removing the file of a previous upload. */
export async function setAvatar(db: Db, config: AppConfig, userId: number, avatar: string): Promise<string> {
  const before = await findAvatar(db, userId);
  await updateAvatar(db, { userId, avatar });
  if (before?.avatar && before.avatar !== avatar) await removeUpload(config, before.avatar);
  return avatar;
}

/** The profile's gallery choice (`{ avatar }`): one of the drawn avatars, else the spec's 400. */
export async function chooseAvatar(db: Db, config: AppConfig, userId: number, choice: unknown): Promise<string> {
  return setAvatar(db, config, userId, assertPredefinedAvatarChoice(choice));
}

/** The profile's own picture: re-encoded and stored under a random name, then set as the avatar. */
export async function uploadAvatar(db: Db, config: AppConfig, userId: number, image: Buffer): Promise<string> {
  return setAvatar(db, config, userId, await storeAvatar(config, image));
}

/**
 * What another area does when a member deletes their account, in the deletion's transaction before the row goes
 * (decision 017): remove or anonymise what foreign keys alone would not. It may answer a clean-up to run after
 * the commit (files). The product's list is `ACCOUNT_DELETION_STEPS` in server/composition.ts.
 */
export type AccountDeletionStep = (tx: Db, config: AppConfig, userId: number) => Promise<void | (() => Promise<void>)>;

/**
 * Deletes the account now, in one transaction with each area's deletion step: the row goes and, with it (foreign
 * keys cascade), sessions, reset links and everything else that belongs only to the member; an uploaded avatar file
 * and the steps' files are removed after the commit.
 */
export async function deleteAccount(
  db: Db,
  config: AppConfig,
  userId: number,
  typedUsername: string,
  steps: readonly AccountDeletionStep[] = [],
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!confirmsAccountDeletion(typedUsername, user.username))
    throw badRequest(accountMessages.deleteConfirm, { username: accountMessages.deleteConfirm });
  const cleanUps = await db.transaction(async (tx) => {
    const after: (() => Promise<void>)[] = [];
    for (const step of steps) {
      const cleanUp = await step(tx, config, userId);
      if (cleanUp) after.push(cleanUp);
    }
    await deleteUserById(tx, userId);
    return after;
  });
  for (const cleanUp of cleanUps) await cleanUp();
  await removeUpload(config, user.avatar);
}

/**
 * The public card of a member for GET /api/users/{id} and the member pages (never the e-mail, role or points), or a
 * 404. A member who has not confirmed the address yet shows nothing to others (decision 018): their name is text
 * nobody vouched for, so the card answers 404 to everyone but the member themselves, as for an unknown id.
 */
export async function getPublicUser(db: Db, id: number, viewerId: number) {
  const row = await findPublicUserById(db, id);
  if (!row || (!row.emailVerified && row.id !== viewerId))
    throw notFound('This user profile could not be found or is no longer available.');
  return row;
}
