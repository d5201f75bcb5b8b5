// What the product is made of, in one place: the lists that features add to. buildApp and prepareDatabase take
// these by default; a test may hand them other lists. Nothing registers itself by being imported.
import { countRippleNotes, seedDemoRipple } from './modules/ripples/ripples.service';
import { countCompletedChallenges } from './modules/challenges/challenges.service';
import { removeMemberRewardData, seedDemoRewards } from './modules/rewards/rewards.service';
import { removeMemberStoryData, seedDemoStories, storyCommentSweepStep } from './modules/stories/stories.service';
import {
  holdNamesWithContactDetails,
  type AccountDeletionStep,
  type DateOfBirthCorrection,
  type SuspensionStep,
} from './modules/users/users.service';
import { deleteUserSessions, type SignOutStep } from './modules/auth/auth.service';
import {
  correctDateOfBirth,
  countCompletedHelpRequests,
  forgetConnectionsMember,
  messageEventReader,
  profileBioSweepStep,
  restoreSuspendedMember,
  reviewCommentSweepStep,
  seedDemoConnections,
  withdrawSuspendedMember,
} from './modules/connections/connections.service';
import type { ContactSweepStep } from './modules/contact-guard/contact-guard.service';
import { endMemberStreams, type LiveEventReader } from './modules/events/events.service';
import type { Db } from './db/client';
import type { KindActSource } from './modules/stats/stats.service';

/** Every source of kind acts the home page counts (docs/decisions/002-kind-acts.md): one per feature that records them. */
export const KIND_ACT_SOURCES: readonly KindActSource[] = [
  countRippleNotes,
  countCompletedChallenges,
  countCompletedHelpRequests,
];

/** The sample content each feature adds to an empty embedded database, in order, after the demo members. */
export const DEMO_SEEDERS: readonly ((db: Db) => Promise<void>)[] = [
  seedDemoRipple,
  seedDemoStories,
  seedDemoRewards,
  seedDemoConnections,
];

/** What each area removes or anonymises when a member deletes their account (decisions 017, 034, 039), in order. */
export const ACCOUNT_DELETION_STEPS: readonly AccountDeletionStep[] = [
  // Kindness Connections keeps what the other people and the admins need (issue §15) before the row goes.
  (tx, _config, userId) => forgetConnectionsMember(tx, userId),
  removeMemberStoryData,
  (tx, _config, userId) => removeMemberRewardData(tx, userId),
];

/**
 * How the member event stream reads the events that are not sent as stored (decision 038): each source's reader for
 * its own types. Kindness Connections writes every event today; its message events carry the message as it is then.
 */
export const LIVE_EVENT_READERS: readonly LiveEventReader[] = [messageEventReader];

/**
 * What each area does when a member is suspended (decision 041), in order, in the suspension's transaction, and what
 * it undoes when the suspension is lifted (by an admin, an accepted appeal, or the first login after its end). What a
 * step answers goes into the audit row.
 */
export const SUSPENSION_STEPS: readonly SuspensionStep[] = [
  // Every session of the member ends.
  { suspend: (tx, userId) => deleteUserSessions(tx, userId) },
  // Kindness Connections: the open event streams end, saying why; the open help requests are hidden and the active
  // conversations close. Lifting it brings back the requests it hid.
  {
    suspend: async (tx, userId, at) => {
      await endMemberStreams(tx, userId, 'suspended');
      return withdrawSuspendedMember(tx, userId, at);
    },
    lift: (tx, userId, startedAt) => restoreSuspendedMember(tx, userId, startedAt),
  },
];

/** What each area does when an admin's password reset signs a member out everywhere (decision 041), in order. */
export const SIGN_OUT_STEPS: readonly SignOutStep[] = [
  // Kindness Connections: the member's open event streams end, saying why.
  (tx, userId) => endMemberStreams(tx, userId, 'signed_out'),
];

/** The date of birth Manage Users corrects (decision 041): the help profile's, in Kindness Connections. */
export const DATE_OF_BIRTH_CORRECTION: DateOfBirthCorrection = correctDateOfBirth;

/**
 * What the start-up contact sweep reads (decision 053): each kind of stored text one member shows another, hidden
 * and queued for the team when it holds contact details. A new kind is one more line here.
 */
export const CONTACT_SWEEP_STEPS: readonly ContactSweepStep[] = [
  reviewCommentSweepStep,
  storyCommentSweepStep,
  profileBioSweepStep,
  // Display names are held as 'Kind member' until their owner renames (decision 054), not queued.
  { target: 'display_name', sweep: holdNamesWithContactDetails },
];
