import type { Db } from '../../db/client';
import { clearUnderAgeAnswer, findUnderAgeAnswer, lockUnderAgeAnswer, markUnderAgeAnswer } from './users.queries';

// The fact, and the time, that an account answered Kindness Connections' date-of-birth question with a date under 13
// (decision 056). The date itself is never kept. Connections reads and sets it; Manage Users shows and clears it.

/** When the account gave an under-13 answer, or null; the row stays locked until the transaction ends. */
export function lockedUnderAgeAnswer(tx: Db, userId: number): Promise<Date | null> {
  return lockUnderAgeAnswer(tx, userId);
}

/** When the account gave an under-13 answer, or null. */
export function underAgeAnswer(db: Db, userId: number): Promise<Date | null> {
  return findUnderAgeAnswer(db, userId);
}

/** Records an under-13 answer (the first one's time is kept). */
export function recordUnderAgeAnswer(db: Db, userId: number, at: Date): Promise<void> {
  return markUnderAgeAnswer(db, userId, at);
}

/** Forgets the account's under-13 answer (an admin's correction); answers when it had been given, or null. */
export function forgetUnderAgeAnswer(db: Db, userId: number): Promise<Date | null> {
  return clearUnderAgeAnswer(db, userId);
}
