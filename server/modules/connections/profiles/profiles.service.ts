import type { z } from 'zod';
import {
  ageBandOn,
  CONNECTIONS_TEXT,
  type AgeBand,
  type createProfileInput,
  type updateProfileInput,
} from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { hasContactInfo } from '../../../../common/contact-info';
import { badRequest, conflict, forbidden, notFound } from '../../../http-error';
import { findAdminBlock } from '../admin/connections.admin.queries';
import { findProfile, insertProfile, updateProfile, type ProfileRow } from './profiles.queries';

/** The 403 for a member an admin blocked from Kindness Connections (decision 044). */
async function assertNotAdminBlocked(db: Db, userId: number) {
  if (await findAdminBlock(db, userId))
    throw forbidden(
      'Your access to Kindness Connections has been paused by the KindRipple team. The rest of KindRipple is still yours to enjoy.',
    );
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

/** A profile is read by strangers: no contact details in the bio or the custom entries (decision 036). */
function assertNoContactInfo(v: { bio: string; interests: string[]; languages: string[] }) {
  if (hasContactInfo(v.bio))
    throw badRequest(CONNECTIONS_TEXT.requestContact, { bio: CONNECTIONS_TEXT.requestContact });
  if ([...v.interests, ...v.languages].some((entry) => hasContactInfo(entry)))
    throw badRequest(CONNECTIONS_TEXT.requestContact);
}

/** The member's own profile (GET /api/connections/profile), or the 404 asking to create one. */
export async function getOwnProfile(db: Db, userId: number, now: Date): Promise<OwnProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound(CONNECTIONS_TEXT.noProfile);
  return { ...row, ageBand: bandOf(row.dateOfBirth, dayOf(now)) };
}

/**
 * Creates the member's profile. Under 13 is refused kindly and nothing is kept; the date of birth is stored only to
 * tell the band, and cannot be changed by the member afterwards.
 */
export async function createProfile(
  db: Db,
  userId: number,
  v: z.output<typeof createProfileInput>,
  now: Date,
): Promise<OwnProfile> {
  const today = dayOf(now);
  const band = ageBandOn(v.dateOfBirth, today);
  if (!band || v.dateOfBirth > today) throw forbidden(CONNECTIONS_TEXT.underAge);
  await assertNotAdminBlocked(db, userId);
  assertNoContactInfo(v);
  const row = await insertProfile(db, userId, v);
  if (!row) throw conflict('You already have a help profile. You can edit it on your profile tab.');
  return { ...row, ageBand: band };
}

/** Updates the member's own profile (the date of birth stays as it is). */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  v: z.output<typeof updateProfileInput>,
  now: Date,
): Promise<OwnProfile> {
  assertNoContactInfo(v);
  const row = await updateProfile(db, userId, v);
  if (!row) throw notFound(CONNECTIONS_TEXT.noProfile);
  return { ...row, ageBand: bandOf(row.dateOfBirth, dayOf(now)) };
}
