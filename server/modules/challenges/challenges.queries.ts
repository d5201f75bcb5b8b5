import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challenges, completedChallenges } from '../../db/schema';
import type { ChallengeStatus } from '../../../common/schemas/challenges';

// Table-qualified by hand: in a one-table select Drizzle leaves column names bare, which the subquery would misread.
const completedCount = sql<number>`(select count(*)::int from completed_challenges cc where cc.challenge_id = "challenges"."id")`;

const columns = {
  id: challenges.id,
  title: challenges.title,
  summary: challenges.summary,
  image: challenges.image,
  startDate: challenges.startDate,
  endDate: challenges.endDate,
  status: challenges.status,
  basePoints: challenges.basePoints,
  bonusPoints: challenges.bonusPoints,
  completedCount,
};

export type ChallengeRow = {
  id: number;
  title: string;
  summary: string;
  image: string | null;
  startDate: Date;
  endDate: Date;
  status: ChallengeStatus;
  basePoints: number;
  bonusPoints: number;
  completedCount: number;
};

/** Every challenge, the latest start first. */
export function findAllChallenges(db: Db): Promise<ChallengeRow[]> {
  return db.select(columns).from(challenges).orderBy(desc(challenges.startDate), desc(challenges.id));
}

/** One challenge with its completion count. */
export async function findChallenge(db: Db, id: number): Promise<ChallengeRow | undefined> {
  const [row] = await db.select(columns).from(challenges).where(eq(challenges.id, id)).limit(1);
  return row;
}

/** Locks a challenge row for the rest of the transaction (a completion reads its points and window). */
export async function findChallengeForUpdate(db: Db, id: number) {
  const [row] = await db
    .select({
      id: challenges.id,
      title: challenges.title,
      status: challenges.status,
      startDate: challenges.startDate,
      endDate: challenges.endDate,
      basePoints: challenges.basePoints,
      bonusPoints: challenges.bonusPoints,
    })
    .from(challenges)
    .where(eq(challenges.id, id))
    .for('share');
  return row;
}

/** The open challenge that started last (the current one), or none. */
export async function findCurrentChallenge(db: Db, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(challenges)
    .where(and(eq(challenges.status, 'active'), lte(challenges.startDate, now), gt(challenges.endDate, now)))
    .orderBy(desc(challenges.startDate), desc(challenges.id))
    .limit(1);
  return row;
}

/**
 * The soonest start after `now` of a challenge the admin marked active (it becomes current then, the latest start
 * being the current one), or none.
 */
export async function findNextActiveStart(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ startDate: challenges.startDate })
    .from(challenges)
    .where(and(eq(challenges.status, 'active'), gt(challenges.startDate, now)))
    .orderBy(challenges.startDate)
    .limit(1);
  return row?.startDate;
}

/** Titles of challenges by id (stories name theirs). */
export function findChallengeTitles(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: challenges.id, title: challenges.title }).from(challenges).where(inArray(challenges.id, ids));
}

export type ChallengeValues = {
  title: string;
  summary: string;
  image: string | null;
  startDate: Date;
  endDate: Date;
  status: ChallengeStatus;
  basePoints: number;
  bonusPoints: number;
};

export async function insertChallenge(db: Db, values: ChallengeValues) {
  const [row] = await db.insert(challenges).values(values).returning({ id: challenges.id });
  return row;
}

export async function updateChallenge(db: Db, id: number, values: Partial<ChallengeValues>) {
  const [row] = await db.update(challenges).set(values).where(eq(challenges.id, id)).returning({ id: challenges.id });
  return row;
}

/** Records a completion unless the member already has one for this challenge; answers the row, or none. */
export async function insertCompletion(
  db: Db,
  values: { userId: number; challengeId: number; completionDate: string; pointsEarned: number },
) {
  const [row] = await db
    .insert(completedChallenges)
    .values(values)
    .onConflictDoNothing({ target: [completedChallenges.userId, completedChallenges.challengeId] })
    .returning({ id: completedChallenges.id });
  return row;
}

/** Whether the member completed the challenge. */
export async function hasCompletion(db: Db, userId: number, challengeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: completedChallenges.id })
    .from(completedChallenges)
    .where(and(eq(completedChallenges.userId, userId), eq(completedChallenges.challengeId, challengeId)))
    .limit(1);
  return !!row;
}

/** The story bonus the member holds for their completion of the challenge (undefined: no completion). */
export async function findStoryBonusKept(db: Db, userId: number, challengeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ kept: completedChallenges.storyBonusKept })
    .from(completedChallenges)
    .where(and(eq(completedChallenges.userId, userId), eq(completedChallenges.challengeId, challengeId)))
    .limit(1);
  return row?.kept;
}

/** Adds `delta` (negative: taken back) to the story bonus the completion records, never below 0. */
export async function addStoryBonusKept(db: Db, userId: number, challengeId: number, delta: number): Promise<void> {
  await db
    .update(completedChallenges)
    .set({ storyBonusKept: sql`greatest(0, ${completedChallenges.storyBonusKept} + ${delta})` })
    .where(and(eq(completedChallenges.userId, userId), eq(completedChallenges.challengeId, challengeId)));
}

/** A member's completions with their challenge, newest first. */
export function findCompletionsOf(db: Db, userId: number) {
  return db
    .select({
      id: completedChallenges.id,
      completedAt: completedChallenges.completedAt,
      completionDate: completedChallenges.completionDate,
      pointsEarned: completedChallenges.pointsEarned,
      challenge: {
        id: challenges.id,
        title: challenges.title,
        summary: challenges.summary,
        image: challenges.image,
        bonusPoints: challenges.bonusPoints,
      },
    })
    .from(completedChallenges)
    .innerJoin(challenges, eq(challenges.id, completedChallenges.challengeId))
    .where(eq(completedChallenges.userId, userId))
    .orderBy(desc(completedChallenges.completedAt), desc(completedChallenges.id));
}

/** How many challenges a member completed. */
export async function countCompletionsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(completedChallenges).where(eq(completedChallenges.userId, userId));
  return Number(row?.n ?? 0);
}

/** Every completion ever recorded (kind acts), those of deleted accounts included. */
export async function countAllCompletions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(completedChallenges);
  return Number(row?.n ?? 0);
}

/** Whether any challenge exists (the demo seeder adds some only to an empty table). */
export async function anyChallenge(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: challenges.id }).from(challenges).limit(1);
  return !!row;
}
