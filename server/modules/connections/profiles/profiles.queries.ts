import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { runPrepared } from '../../../db/prepared';
import { connectionAdminBlocks, connectionProfiles, userBlocks, users } from '../../../db/schema';
import { isMinorSql } from '../shared.queries';

const profileColumns = {
  userId: connectionProfiles.userId,
  canHelp: connectionProfiles.canHelp,
  needsHelp: connectionProfiles.needsHelp,
  interests: connectionProfiles.interests,
  languages: connectionProfiles.languages,
  helpCategories: connectionProfiles.helpCategories,
  bio: connectionProfiles.bio,
  bioHiddenAt: connectionProfiles.bioHiddenAt,
  preferredCommunication: connectionProfiles.preferredCommunication,
  availableHours: connectionProfiles.availableHours,
  isActive: connectionProfiles.isActive,
  dateOfBirth: connectionProfiles.dateOfBirth,
  mailWhenAway: connectionProfiles.mailWhenAway,
  createdAt: connectionProfiles.createdAt,
  updatedAt: connectionProfiles.updatedAt,
};
export type ProfileRow = Awaited<ReturnType<typeof findProfile>> & {};

export async function findProfile(db: Db, userId: number) {
  const [row] = await db.select(profileColumns).from(connectionProfiles).where(eq(connectionProfiles.userId, userId));
  return row;
}

export interface ProfileValues {
  canHelp: boolean;
  needsHelp: boolean;
  interests: string[];
  languages: string[];
  helpCategories: string[];
  bio: string;
  preferredCommunication: string[];
  availableHours: string;
  isActive: boolean;
  mailWhenAway: boolean;
}

/** Creates the profile unless the member has one; answers the new row, or undefined. */
export async function insertProfile(db: Db, userId: number, v: ProfileValues & { dateOfBirth: string }) {
  const [row] = await db
    .insert(connectionProfiles)
    .values({ userId, ...v })
    .onConflictDoNothing()
    .returning(profileColumns);
  return row;
}

/** Updates the profile (never the date of birth); answers the row, or undefined when there is none. */
export async function updateProfile(db: Db, userId: number, v: ProfileValues) {
  const [row] = await db
    .update(connectionProfiles)
    // The bio passed the guard (decision 053): one the sweep hid is replaced and shown again.
    .set({ ...v, bioHiddenAt: null, updatedAt: new Date() })
    .where(eq(connectionProfiles.userId, userId))
    .returning(profileColumns);
  return row;
}

/** Whether the member wants mail while away (true when they have no profile). */
export async function wantsMailWhenAway(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: connectionProfiles.mailWhenAway })
    .from(connectionProfiles)
    .where(eq(connectionProfiles.userId, userId));
  return row?.on ?? true;
}

/**
 * Whether `viewerId` may open `targetId`'s member page (decision 055): both confirmed members with a help profile in
 * the same age pool, no block either way, neither paused by an admin block. One prepared statement, whatever the
 * reason for a no, so a refusal's answer and its time are the same for every reason.
 */
export async function canSeeMemberPage(db: Db, viewerId: number, targetId: number, today: string): Promise<boolean> {
  const [row] = await runPrepared<{ visible: boolean }>(
    db,
    'member_page_visible',
    sql`select exists (
      select 1
      from ${connectionProfiles} v
      join ${connectionProfiles} t on t.user_id = ${targetId}
      join ${users} vu on vu.id = v.user_id and vu.email_verified_at is not null
      join ${users} tu on tu.id = t.user_id and tu.email_verified_at is not null
      where v.user_id = ${viewerId}
        and ${isMinorSql(sql`v.date_of_birth`, today)} = ${isMinorSql(sql`t.date_of_birth`, today)}
        and not exists (
          select 1 from ${userBlocks} b
          where (b.blocker_id = v.user_id and b.blocked_id = t.user_id)
             or (b.blocker_id = t.user_id and b.blocked_id = v.user_id))
        and not exists (select 1 from ${connectionAdminBlocks} a where a.user_id in (v.user_id, t.user_id))
    ) as visible`,
  );
  return row?.visible === true;
}

/** The sweep's read: bios after member `afterId` not hidden yet, by member id. */
export function scanBios(db: Db, p: { afterId: number; limit: number }) {
  return db
    .select({ id: connectionProfiles.userId, memberId: connectionProfiles.userId, text: connectionProfiles.bio })
    .from(connectionProfiles)
    .where(and(gt(connectionProfiles.userId, p.afterId), isNull(connectionProfiles.bioHiddenAt)))
    .orderBy(asc(connectionProfiles.userId))
    .limit(p.limit);
}

/** Hides a bio from everyone else (`at`), shows it again (null), or, with `clear`, empties it. */
export async function setBioHidden(db: Db, userId: number, at: Date | null, clear = false) {
  await db
    .update(connectionProfiles)
    .set({ bioHiddenAt: at, ...(clear ? { bio: '' } : {}) })
    .where(eq(connectionProfiles.userId, userId));
}
