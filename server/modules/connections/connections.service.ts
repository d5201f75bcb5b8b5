import type { Db } from '../../db/client';
import { ageBandOn, type AgeBand } from '../../../common/schemas/connections';
import {
  detachConversationsFromRequestsOf,
  findDateOfBirthForUpdate,
  hideOpenRequestsAt,
  restoreRequestsHiddenAt,
  updateDateOfBirth,
} from './connections.account.queries';
import { closeConversations } from './conversations/conversations.service';
import { countCompletedRequests } from './requests/requests.service';
import { blockedEitherWay, keepReportsUntil } from './safety/safety.service';
import { findAdminBlock } from './shared.queries';

// What other parts of the product use from Kindness Connections.

/** The start-up sweep's steps for review comments and help-profile bios (decision 053; CONTACT_SWEEP_STEPS). */
export { reviewCommentSweepStep } from './reviews/reviews.service';
export { profileBioSweepStep } from './profiles/profiles.service';

/** How the member event stream reads a message event (LIVE_EVENT_READERS). */
export { messageEventReader } from './conversations/conversations.service';

/** Demo help profiles and requests (DEMO_SEEDERS). */
export { seedDemoConnections } from './connections.demo.service';

/** The admin block from Kindness Connections, which a report's outcome can set and an upheld appeal lift (decision 045). */
export { adminBlockOf, blockFromConnections, unblockFromConnections } from './admin/admin.service';

/**
 * The members with a block either way with `userId` (decision 055): under stories, each stops seeing the other's
 * comments. And the hourly clean-up of reports by or about a deleted account, once their 180 days are over.
 */
export { membersBlockedWith, pruneForgottenReports } from './safety/safety.service';

/** Completed help requests (with a helper): kind acts on the home page (KIND_ACT_SOURCES). */
export const countCompletedHelpRequests = (db: Db): Promise<number> => countCompletedRequests(db);

/** How long reports by and about a deleted account are kept for the admins (issue §15). */
export const DELETED_MEMBER_REPORT_KEEP_MS = 180 * 24 * 60 * 60_000;

/**
 * Before an account is deleted (decision 017): its active conversations close (the other person keeps the
 * history, with its messages shown as from 'a deleted member'), and reports by and about it are kept 180 days.
 * The profile, requests, blocks and live events go with the account row; reviews it gave stay without its name.
 */
export async function forgetConnectionsMember(db: Db, userId: number, now = new Date()): Promise<void> {
  await closeConversations(db, { member: userId }, 'account deleted');
  await detachConversationsFromRequestsOf(db, userId);
  await keepReportsUntil(db, userId, new Date(now.getTime() + DELETED_MEMBER_REPORT_KEEP_MS));
}

/**
 * Why `userId` may not comment under a story by `authorId` (decision 055): an admin block from Connections (it stops
 * comments everywhere), a block either way between the two, or nothing.
 */
export async function commentBarrier(db: Db, userId: number, authorId: number): Promise<'paused' | 'blocked' | null> {
  if (await findAdminBlock(db, userId)) return 'paused';
  if (userId !== authorId && (await blockedEitherWay(db, userId, authorId))) return 'blocked';
  return null;
}

/**
 * A member is suspended (decision 041), in the suspension's transaction: their open requests are hidden (marked
 * deleted at the suspension's moment `at`, so lifting it can bring back exactly those) and their active
 * conversations close for both people.
 */
export async function withdrawSuspendedMember(db: Db, userId: number, at: Date): Promise<{ requestsHidden: number }> {
  const requestsHidden = await hideOpenRequestsAt(db, userId, at);
  await closeConversations(db, { member: userId }, 'member suspended');
  return { requestsHidden };
}

/** A suspension that began at `at` is lifted: the requests it hid show again (closed conversations stay closed). */
export async function restoreSuspendedMember(db: Db, userId: number, at: Date): Promise<{ requestsRestored: number }> {
  return { requestsRestored: await restoreRequestsHiddenAt(db, userId, at) };
}

/**
 * An admin corrects a member's date of birth (decision 041), in the caller's transaction. Answers the age band
 * before and after, or undefined when the member has no help profile. When the band changes, the member's active
 * conversations close, since they may now cross the age pools. A date under 13 answers a null band and changes
 * nothing: the caller refuses it.
 */
export async function correctDateOfBirth(
  db: Db,
  userId: number,
  dateOfBirth: string,
  now: Date,
): Promise<{ before: AgeBand; after: AgeBand | null } | undefined> {
  const stored = await findDateOfBirthForUpdate(db, userId);
  if (!stored) return undefined;
  const today = now.toISOString().slice(0, 10);
  const before = ageBandOn(stored, today) ?? '13-17';
  const after = ageBandOn(dateOfBirth, today);
  if (!after) return { before, after };
  await updateDateOfBirth(db, userId, dateOfBirth);
  if (after !== before) await closeConversations(db, { member: userId }, 'age band corrected');
  return { before, after };
}
