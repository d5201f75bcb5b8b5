import type { Db } from '../../db/client';
import { suspendedMessage } from '../../../common/schemas/admin-users';
import { HttpError } from '../../http-error';
import { restoreSuspendedMember } from '../connections/connections.service';
import { clearSuspension, findSuspension } from './users.admin.queries';

// Suspensions as the login sees them (decision 041): one in force refuses the login with 403 and its end; one whose
// end has passed is lifted at the member's next login, bringing back the help requests it hid.

/** Whether a suspension is in force at `now`. */
export function isSuspendedAt(s: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: Date): boolean {
  return s.suspendedAt !== null && (s.suspendedUntil === null || s.suspendedUntil.getTime() > now.getTime());
}

/** Refuses (403 `{ message, suspendedUntil }`) an account whose suspension is in force; lifts one that has ended. */
export async function assertNotSuspended(db: Db, userId: number, now: Date): Promise<void> {
  const suspension = await findSuspension(db, userId);
  if (!suspension) return;
  if (isSuspendedAt(suspension, now)) {
    const until = suspension.suspendedUntil;
    throw new HttpError(403, suspendedMessage(until), {
      fields: { suspendedUntil: until ? until.toISOString() : null },
    });
  }
  await db.transaction(async (tx) => {
    const startedAt = await clearSuspension(tx, userId);
    if (startedAt) await restoreSuspendedMember(tx, userId, startedAt);
  });
}

/** Whether the account carries a suspension (in force or ended but not yet lifted at a login). */
export async function hasSuspension(db: Db, userId: number): Promise<boolean> {
  return (await findSuspension(db, userId)) !== undefined;
}
