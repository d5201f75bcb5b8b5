import type { Db } from '../../db/client';
import { suspendedMessage } from '../../../common/schemas/admin-users';
import { HttpError } from '../../http-error';
import { clearSuspension, findSuspension } from './users.admin.queries';

// Suspensions as the login sees them (decision 041): one in force refuses the login with 403 and its end; one whose
// end has passed is lifted at the member's next login, bringing back what the other areas took away.

/** What a step adds to the audit row of a suspension or of its lift (counts, never personal data). */
export type SuspensionDetails = Record<string, unknown>;

/**
 * What another area does in the transaction that suspends a member, after the account is marked (`suspend`, from
 * the suspension's moment `at`), and undoes in the one that lifts the suspension (`lift`: an admin, an accepted
 * appeal, a suspension replaced by a new one, or the first login after its end). What a step answers goes into the
 * audit row. The product's list is `SUSPENSION_STEPS` in server/composition.ts.
 */
export interface SuspensionStep {
  suspend?: (tx: Db, userId: number, at: Date) => Promise<SuspensionDetails | void>;
  lift?: (tx: Db, userId: number, startedAt: Date) => Promise<SuspensionDetails | void>;
}

/** Runs every step's `suspend` (or `lift`) in order, in the caller's transaction; answers what they add to the audit row. */
export async function runSuspensionSteps(
  steps: readonly SuspensionStep[],
  kind: keyof SuspensionStep,
  tx: Db,
  userId: number,
  at: Date,
): Promise<SuspensionDetails> {
  const details: SuspensionDetails = {};
  for (const step of steps) Object.assign(details, await step[kind]?.(tx, userId, at));
  return details;
}

/** Whether a suspension is in force at `now`. */
export function isSuspendedAt(s: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: Date): boolean {
  return s.suspendedAt !== null && (s.suspendedUntil === null || s.suspendedUntil.getTime() > now.getTime());
}

/** Refuses (403 `{ message, suspendedUntil }`) an account whose suspension is in force; lifts one that has ended. */
export async function assertNotSuspended(
  db: Db,
  userId: number,
  now: Date,
  steps: readonly SuspensionStep[],
): Promise<void> {
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
    if (startedAt) await runSuspensionSteps(steps, 'lift', tx, userId, startedAt);
  });
}

/** Whether the account carries a suspension (in force or ended but not yet lifted at a login). */
export async function hasSuspension(db: Db, userId: number): Promise<boolean> {
  return (await findSuspension(db, userId)) !== undefined;
}
