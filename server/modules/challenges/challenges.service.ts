import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import type { z } from 'zod';
import {
  challengeMessages,
  isLaterThanToday,
  type createChallengeInput,
  type updateChallengeInput,
} from '../../../common/schemas/challenges';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { credit } from '../points/points.service';
import {
  anyChallenge,
  countAllCompletions,
  countCompletionsOf,
  findAllChallenges,
  findChallenge,
  findChallengeForUpdate,
  findChallengeTitles,
  findCompletionsOf,
  hasCompletion,
  addStoryBonusKept,
  findStoryBonusKept,
  insertChallenge,
  insertCompletion,
  updateChallenge,
  type ChallengeRow,
  type ChallengeValues,
} from './challenges.queries';
import { forgetCurrentChallenge } from './challenges.cache';
import { earliestCompletionDate, effectiveStatus, isRecent, utcToday, type ChallengeTiming } from './challenges.policy';

export { createCurrentChallengeCache, forgetCurrentChallenge } from './challenges.cache';
type NewChallenge = z.output<typeof createChallengeInput>;
type ChallengeChanges = z.output<typeof updateChallengeInput>;

/** Every challenge, the latest start first. */
export const listChallenges = (db: Db) => findAllChallenges(db);

/** Challenges that read as upcoming now, the soonest first. */
export async function upcomingChallenges(db: Db, now = new Date()): Promise<ChallengeRow[]> {
  const all = await findAllChallenges(db);
  return all
    .filter((c) => effectiveStatus(c, now) === 'upcoming')
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id);
}

/** Challenges that ended within the last 30 days, the latest end first. */
export async function recentChallenges(db: Db, now = new Date()): Promise<ChallengeRow[]> {
  const all = await findAllChallenges(db);
  return all.filter((c) => isRecent(c, now)).sort((a, b) => b.endDate.getTime() - a.endDate.getTime() || b.id - a.id);
}

/** One challenge, or the 404. */
export async function getChallenge(db: Db, id: number): Promise<ChallengeRow> {
  const row = await findChallenge(db, id);
  if (!row) throw notFound(challengeMessages.notFound);
  return row;
}

/** Titles of challenges by id. */
export async function challengeTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  return new Map((await findChallengeTitles(db, [...new Set(ids)])).map((r) => [r.id, r.title]));
}

/**
 * Records a completion in the caller's transaction and credits the challenge's base points through the ledger:
 * 404 for a missing challenge, 400 for a date later than today, 409 when it is not open (ended, or not started), 400
 * for a date before an open challenge began, 409 when the member already completed it (the unique index decides
 * between parallel calls).
 */
export async function completeInTransaction(
  tx: Db,
  params: { userId: number; challengeId: number; completionDate?: string; now?: Date },
): Promise<{ pointsEarned: number; challenge: { id: number; title: string; bonusPoints: number } }> {
  const now = params.now ?? new Date();
  const c = await findChallengeForUpdate(tx, params.challengeId);
  if (!c) throw notFound(challengeMessages.notFound);
  const day = checkCompletable(c, params.completionDate, now);
  const row = await insertCompletion(tx, {
    userId: params.userId,
    challengeId: c.id,
    completionDate: day,
    pointsEarned: c.basePoints,
  });
  if (!row) throw conflict(challengeMessages.alreadyCompleted);
  await credit(tx, params.userId, c.basePoints, 'challenge_completed', { type: 'challenge', id: c.id });
  return { pointsEarned: c.basePoints, challenge: { id: c.id, title: c.title, bonusPoints: c.bonusPoints } };
}

/** The refusals of a completion after the 404, in its order (400, 409, 400); answers the completion day. */
function checkCompletable(c: ChallengeTiming, completionDate: string | undefined, now: Date): string {
  const day = completionDate ?? utcToday(now);
  if (isLaterThanToday(day, now))
    throw badRequest(challengeMessages.futureDate, { completionDate: challengeMessages.futureDate });
  // A challenge that is not open says so first: the date is only worth correcting for one that is.
  const status = effectiveStatus(c, now);
  if (status === 'completed') throw conflict(challengeMessages.ended);
  if (status !== 'active') throw conflict(challengeMessages.notCurrent);
  if (day < earliestCompletionDate(c.startDate))
    throw badRequest(challengeMessages.beforeStart, { completionDate: challengeMessages.beforeStart });
  return day;
}

/**
 * Whether the member may complete the challenge now, without completing it: the same refusals as a completion, and
 * 409 when they already did. Asked before any work on what comes with it (a story's picture); the completion
 * itself checks again under its lock.
 */
export async function assertCompletable(
  db: Db,
  params: { userId: number; challengeId: number; completionDate?: string; now?: Date },
): Promise<void> {
  const c = await findChallenge(db, params.challengeId);
  if (!c) throw notFound(challengeMessages.notFound);
  checkCompletable(c, params.completionDate, params.now ?? new Date());
  if (await hasCompletion(db, params.userId, params.challengeId)) throw conflict(challengeMessages.alreadyCompleted);
}

/** POST /api/challenges/{id}/complete in its own transaction. */
export async function completeChallenge(
  db: Db,
  params: { userId: number; challengeId: number; completionDate?: string; now?: Date },
) {
  const done = await db.transaction((tx) => completeInTransaction(tx, params));
  // After the commit: the kept current challenge shows its new completed count.
  await forgetCurrentChallenge(db);
  return done;
}

/**
 * The part of the challenge's story bonus still owed for the member's completion (decision 059): the bonus less what
 * they hold from an earlier approval (paid, less what its story's removal took back). Asked under the member's points
 * lock, in the transaction that pays it.
 */
export async function storyBonusOwed(tx: Db, userId: number, challengeId: number, bonusPoints: number) {
  return Math.max(0, bonusPoints - ((await findStoryBonusKept(tx, userId, challengeId)) ?? 0));
}

/** Records story bonus paid (positive) or taken back (negative) on the member's completion, in the caller's tx. */
export const recordStoryBonus = (tx: Db, userId: number, challengeId: number, delta: number) =>
  delta === 0 ? Promise.resolve() : addStoryBonusKept(tx, userId, challengeId, delta);

/** Whether the member completed the challenge (a story needs it). */
export const hasCompleted = (db: Db, userId: number, challengeId: number) => hasCompletion(db, userId, challengeId);

/** A member's completions, newest first. */
export const completionsOf = (db: Db, userId: number) => findCompletionsOf(db, userId);

/** How many challenges a member completed (the dashboard). */
export const completedCountOf = (db: Db, userId: number) => countCompletionsOf(db, userId);

/** Every completed challenge counts as a kind act on the home page (decision 002). */
export const countCompletedChallenges = (db: Db) => countAllCompletions(db);

/** POST /api/challenges (admin): the challenge and its audit row in one transaction. */
export async function createChallenge(db: Db, actor: AdminActor, input: NewChallenge) {
  const values = toValues(input);
  const id = await db.transaction(async (tx) => {
    const row = await insertChallenge(tx, values as ChallengeValues);
    await recordAdminAction(
      tx,
      actor,
      'challenge.create',
      { type: 'challenge', id: row.id },
      auditOf(values),
      actor.clientKey,
    );
    return row.id;
  });
  await forgetCurrentChallenge(db);
  return getChallenge(db, id);
}

/** PATCH /api/challenges/{id} (admin): the dates are checked against the stored ones. */
export async function editChallenge(db: Db, actor: AdminActor, id: number, input: ChallengeChanges) {
  const values = toValues(input);
  await db.transaction(async (tx) => {
    const before = await findChallengeForUpdate(tx, id);
    if (!before) throw notFound(challengeMessages.notFound);
    const start = values.startDate ?? before.startDate;
    const end = values.endDate ?? before.endDate;
    if (end <= start) throw badRequest(challengeMessages.endAfterStart, { endDate: challengeMessages.endAfterStart });
    if (Object.keys(values).length) await updateChallenge(tx, id, values);
    await recordAdminAction(tx, actor, 'challenge.update', { type: 'challenge', id }, auditOf(values), actor.clientKey);
  });
  // After the commit, so no read in between keeps the old challenge (another instance sees it within its TTL).
  await forgetCurrentChallenge(db);
  return getChallenge(db, id);
}

function toValues(input: ChallengeChanges): Partial<ChallengeValues> {
  const out: Partial<ChallengeValues> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] =
      key === 'startDate' || key === 'endDate' ? new Date(value as string) : value;
  }
  return out;
}

const auditOf = (values: Partial<ChallengeValues>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

const DAY = 24 * 60 * 60_000;

/**
 * The demo challenges, only into an empty table: a current one (started three days ago, two weeks long) and an
 * upcoming one (starting in twelve days). Answers the current one's id, or null when there were challenges already.
 */
export async function seedDemoChallenges(db: Db, now = new Date()): Promise<number | null> {
  if (await anyChallenge(db)) return null;
  const t = now.getTime();
  const current = await insertChallenge(db, {
    title: 'Write a thank-you note',
    summary:
      'Think of someone whose kindness made a difference to you, a teacher, a neighbour, a bus driver, and tell them in a short note.',
    image: null,
    startDate: new Date(t - 3 * DAY),
    endDate: new Date(t + 11 * DAY),
    status: 'active',
    basePoints: 50,
    bonusPoints: 25,
  });
  await insertChallenge(db, {
    title: 'Share a meal',
    summary: 'Cook or buy a little extra and share it with someone who could use a kind surprise this week.',
    image: null,
    startDate: new Date(t + 12 * DAY),
    endDate: new Date(t + 26 * DAY),
    status: 'upcoming',
    basePoints: 50,
    bonusPoints: 25,
  });
  return current.id;
}
