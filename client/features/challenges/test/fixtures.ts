import type { Challenge } from '@common/schemas/challenges';

const DAY = 86_400_000;

/** A challenge running now: started yesterday, ends in three days. */
export function runningChallenge(over: Partial<Challenge> = {}): Challenge {
  return {
    id: 1,
    title: 'Thank a neighbour',
    summary: 'Write a short note of thanks to someone who lives near you.',
    image: null,
    startDate: new Date(Date.now() - DAY).toISOString(),
    endDate: new Date(Date.now() + 3 * DAY + 5.5 * 3600_000).toISOString(),
    status: 'active',
    basePoints: 50,
    bonusPoints: 25,
    completedCount: 12,
    ...over,
  };
}

/** A challenge that starts in `days` days. */
export const upcomingChallenge = (id: number, days: number, over: Partial<Challenge> = {}): Challenge =>
  runningChallenge({
    id,
    title: `Upcoming ${id}`,
    startDate: new Date(Date.now() + days * DAY - 60_000).toISOString(),
    endDate: new Date(Date.now() + (days + 14) * DAY).toISOString(),
    status: 'upcoming',
    completedCount: 0,
    ...over,
  });

/** A challenge that ended `days` days ago. */
export const endedChallenge = (id: number, days: number): Challenge =>
  runningChallenge({
    id,
    title: `Ended ${id}`,
    startDate: new Date(Date.now() - (days + 14) * DAY).toISOString(),
    endDate: new Date(Date.now() - days * DAY).toISOString(),
    status: 'completed',
  });
