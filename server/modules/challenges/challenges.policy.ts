import type { ChallengeStatus } from '../../../common/schemas/challenges';

/** What the rules need of a challenge: its stored status and its window. */
export interface ChallengeTiming {
  status: ChallengeStatus;
  startDate: Date;
  endDate: Date;
}

/** How long after its end a challenge still counts as recent (decision 030). */
export const RECENT_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * The status a challenge reads as now (decision 030): completed once its end date has passed or the admin ended it;
 * active only while the admin's status is active and the start date has come; upcoming otherwise.
 */
export function effectiveStatus(c: ChallengeTiming, now: Date): ChallengeStatus {
  if (c.status === 'completed' || now >= c.endDate) return 'completed';
  if (c.status === 'active' && now >= c.startDate) return 'active';
  return 'upcoming';
}

/** Whether members may complete the challenge now. */
export const isOpen = (c: ChallengeTiming, now: Date) => effectiveStatus(c, now) === 'active';

/** Whether an ended challenge is still recent: it ended (or was due to end) within the last 30 days. */
export const isRecent = (c: ChallengeTiming, now: Date) =>
  effectiveStatus(c, now) === 'completed' && c.endDate.getTime() > now.getTime() - RECENT_WINDOW_MS;

/**
 * The earliest calendar date a completion may name: the challenge's start as a date where the day starts last
 * (UTC-12), so nobody is refused a date that was the start day where they live.
 */
export function earliestCompletionDate(startDate: Date): string {
  return new Date(startDate.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Today's date in UTC (a completion without a date). */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10);
