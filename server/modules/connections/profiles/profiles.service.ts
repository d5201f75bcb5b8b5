import type { z } from 'zod';
import {
  ageBandOn,
  CONNECTIONS_TEXT,
  profileMessages,
  underAgeRefusal,
  type AgeBand,
  type createProfileInput,
  type updateProfileInput,
} from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../http-error';
import { refuseContactDetails, releaseHold, type ContactSweepStep } from '../../contact-guard/contact-guard.service';
import { lockedUnderAgeAnswer, recordUnderAgeAnswer, underAgeAnswer } from '../../users/users.service';
import { findAdminBlock } from '../shared.queries';
import {
  findProfile,
  insertProfile,
  scanBios,
  setBioHidden,
  updateProfile,
  wantsMailWhenAway,
  type ProfileRow,
  type ProfileValues,
} from './profiles.queries';

/** The 403 for a member an admin blocked from Kindness Connections (decision 044). */
async function assertNotAdminBlocked(db: Db, userId: number) {
  if (await findAdminBlock(db, userId)) throw forbidden(CONNECTIONS_TEXT.adminPaused);
}

/** The calendar day (UTC, YYYY-MM-DD) of an instant: ages and bands are told by it. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Who is asking, as the rules of Connections need it: their id and age pool (decision 035). */
export interface Viewer {
  id: number;
  band: AgeBand;
  minor: boolean;
  today: string;
}

/** The band of a stored date of birth today; a member who was 13 when they joined stays in the 13-17 pool. */
const bandOf = (dateOfBirth: string, today: string): AgeBand => ageBandOn(dateOfBirth, today) ?? '13-17';

/** The member as a viewer of Connections, or undefined when they have no help profile. */
export async function findViewer(db: Db, userId: number, now: Date): Promise<Viewer | undefined> {
  const row = await findProfile(db, userId);
  if (!row) return undefined;
  const today = dayOf(now);
  const band = bandOf(row.dateOfBirth, today);
  return { id: userId, band, minor: band === '13-17', today };
}

/** The viewer, or the 404 that asks for a help profile first (a 403 for a member an admin blocked). */
export async function requireViewer(db: Db, userId: number, now: Date): Promise<Viewer> {
  const viewer = await findViewer(db, userId, now);
  if (!viewer) throw notFound(CONNECTIONS_TEXT.noProfile);
  await assertNotAdminBlocked(db, userId);
  return viewer;
}

export type OwnProfile = ProfileRow & { ageBand: AgeBand };

/** Whether the member wants mail while away (true when they have no profile): the accepted-request and away mails. */
export const wantsMailFromConnections = (db: Db, userId: number): Promise<boolean> => wantsMailWhenAway(db, userId);

/** Stores a demo member's profile as given, unchecked (the demo content); answers whether it was new. */
export async function addDemoProfile(db: Db, userId: number, v: ProfileValues & { dateOfBirth: string }) {
  return Boolean(await insertProfile(db, userId, v));
}

/** A profile is read by strangers: no contact details in the bio or the custom entries (decisions 036, 053). */
const assertNoContactInfo = (
  db: Db,
  memberId: number,
  v: { bio: string; interests: string[]; languages: string[] },
  now: Date,
) =>
  refuseContactDetails(db, {
    memberId,
    door: 'help_profile',
    fields: { bio: v.bio, interests: v.interests, languages: v.languages },
    now,
  });

/** The start-up sweep's step for help-profile bios (decision 053): a hidden bio is shown to nobody else. */
export const profileBioSweepStep: ContactSweepStep = {
  target: 'profile_bio',
  scan: scanBios,
  hide: (db, userId, now) => setBioHidden(db, userId, now),
  restore: (db, userId) => setBioHidden(db, userId, null),
  remove: (db, userId) => setBioHidden(db, userId, null, true),
};

/** The 403 of an account that answered under 13, now or before (decision 056): the kind refusal, `ageRefused`. */
const ageRefused = (contactEmail: string) =>
  new HttpError(403, underAgeRefusal(contactEmail), { fields: { ageRefused: true } });

/**
 * The member's own profile (GET /api/connections/profile), or the 404 asking to create one; an account that answered
 * under 13 gets its refusal instead, so every device shows it.
 */
export async function getOwnProfile(db: Db, userId: number, now: Date, contactEmail: string): Promise<OwnProfile> {
  const row = await findProfile(db, userId);
  if (!row) {
    if (await underAgeAnswer(db, userId)) throw ageRefused(contactEmail);
    throw notFound(CONNECTIONS_TEXT.noProfile);
  }
  return { ...row, ageBand: bandOf(row.dateOfBirth, dayOf(now)) };
}

const PROFILE_EXISTS = 'You already have a help profile. You can edit it on your profile tab.';

/**
 * Judges a date-of-birth answer (decision 056) in the caller's transaction, with the account row locked. Refused in
 * this order: an account that answered under 13 before (whatever the date now), a day still to come (400: bad input,
 * not an age), an account that has a profile (409), one an admin blocked (403). An answer under 13 is recorded on the
 * account (its time, never the date) and answers `underAge`, so the caller commits the record before refusing.
 */
async function judgeDateOfBirth(
  tx: Db,
  userId: number,
  dateOfBirth: string,
  now: Date,
): Promise<{ band: AgeBand } | { underAge: true }> {
  if (await lockedUnderAgeAnswer(tx, userId)) return { underAge: true };
  const today = dayOf(now);
  if (dateOfBirth > today)
    throw badRequest(profileMessages.dateOfBirthFuture, { dateOfBirth: profileMessages.dateOfBirthFuture });
  if (await findProfile(tx, userId)) throw conflict(PROFILE_EXISTS);
  await assertNotAdminBlocked(tx, userId);
  const band = ageBandOn(dateOfBirth, today);
  if (band) return { band };
  await recordUnderAgeAnswer(tx, userId, now);
  return { underAge: true };
}

/**
 * The date-of-birth step on its own (POST /api/connections/profile/date-of-birth): nothing is kept for 13 and over
 * (the date travels again with the profile); under 13 is recorded and refused, and so is every later answer.
 */
export async function answerDateOfBirth(
  db: Db,
  userId: number,
  dateOfBirth: string,
  now: Date,
  contactEmail: string,
): Promise<void> {
  const verdict = await db.transaction((tx) => judgeDateOfBirth(tx, userId, dateOfBirth, now));
  if ('underAge' in verdict) throw ageRefused(contactEmail);
}

/**
 * Creates the member's profile. Its date of birth is judged as in `answerDateOfBirth` (under 13 is recorded and
 * refused, and nothing of the profile is kept); it is stored only to tell the band, and cannot be changed by the
 * member afterwards.
 */
export async function createProfile(
  db: Db,
  userId: number,
  v: z.output<typeof createProfileInput>,
  now: Date,
  contactEmail: string,
): Promise<OwnProfile> {
  // The guard records its refusals outside any transaction, so it reads the profile before the answer is judged.
  await assertNoContactInfo(db, userId, v, now);
  const made = await db.transaction(async (tx) => {
    const verdict = await judgeDateOfBirth(tx, userId, v.dateOfBirth, now);
    if ('underAge' in verdict) return verdict;
    const row = await insertProfile(tx, userId, v);
    if (!row) throw conflict(PROFILE_EXISTS);
    return { ...row, ageBand: verdict.band };
  });
  if ('underAge' in made) throw ageRefused(contactEmail);
  return made;
}

/** Updates the member's own profile (the date of birth stays as it is). */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  v: z.output<typeof updateProfileInput>,
  now: Date,
): Promise<OwnProfile> {
  await assertNoContactInfo(db, userId, v, now);
  const row = await updateProfile(db, userId, v);
  if (!row) throw notFound(CONNECTIONS_TEXT.noProfile);
  await releaseHold(db, profileBioSweepStep.target, userId);
  return { ...row, ageBand: bandOf(row.dateOfBirth, dayOf(now)) };
}
