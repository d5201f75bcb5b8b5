import {
  challengeMessages,
  type Challenge,
  type CompletedChallenge,
  type CompletionResult,
} from '../../../common/schemas/challenges';
import { effectiveStatus } from './challenges.policy';
import type { ChallengeRow } from './challenges.queries';

/** A challenge as every answer shows it: dates in UTC, the status as it reads now. */
export function presentChallenge(row: ChallengeRow, now = new Date()): Challenge {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: effectiveStatus(row, now),
    basePoints: row.basePoints,
    bonusPoints: row.bonusPoints,
    completedCount: Number(row.completedCount),
  };
}

export const presentChallenges = (rows: ChallengeRow[], now = new Date()) => rows.map((r) => presentChallenge(r, now));

/** The answer of a completion ('Challenge Completed! 🎉', part 2 §8). */
export const presentCompletion = (pointsEarned: number): CompletionResult => ({
  message: challengeMessages.completed,
  pointsEarned,
});

interface CompletionRow {
  id: number;
  completedAt: Date;
  completionDate: string;
  pointsEarned: number;
  challenge: { id: number; title: string; summary: string; image: string | null; bonusPoints: number };
}

/** A member's completion on the dashboard; `storied` holds the challenges they shared a story about. */
export function presentCompletions(rows: CompletionRow[], storied: Set<number>): CompletedChallenge[] {
  return rows.map((r) => ({
    id: r.id,
    completedAt: r.completedAt.toISOString(),
    completionDate: r.completionDate,
    pointsEarned: r.pointsEarned,
    hasStory: storied.has(r.challenge.id),
    challenge: r.challenge,
  }));
}
