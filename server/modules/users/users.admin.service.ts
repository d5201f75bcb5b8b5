import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AgeBand } from '../../../common/schemas/connections';
import { adminUserMessages } from '../../../common/schemas/admin-users';
import { badRequest, conflict, notFound } from '../../http-error';
import { renderBrandedMail } from '../../mail/layout';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { credit, spend } from '../points/points.service';
import { findAccountById, mailAccount, type Account } from './users.account.service';
import { clearSuspension, findAdminUser, findAdminUsersPage, markSuspended } from './users.admin.queries';
import { runSuspensionSteps, type SuspensionStep } from './users.suspension.service';
import { forgetUnderAgeAnswer } from './users.under-age.service';

// Manage Users (issue §2, decision 041): every action checks its target, changes what it says in one
// transaction with its audit row, and tells the member by mail where they need to know.

/** A page of the admin user table. */
export function listUsers(db: Db, params: { page: number; pageSize: number; search?: string }) {
  return findAdminUsersPage(db, { ...params, search: params.search || undefined });
}

/**
 * The account an admin acts on: it exists, and it is a member (admins are not managed from here) other than them.
 * Else 404 or 409 with Manage Users' texts.
 */
export async function memberTarget(db: Db, actor: { id: number }, userId: number): Promise<Account> {
  const account = await findAccountById(db, userId);
  if (!account) throw notFound(adminUserMessages.userGone);
  if (account.id === actor.id) throw conflict(adminUserMessages.selfTarget);
  if (account.role === 'admin') throw conflict(adminUserMessages.adminTarget);
  return account;
}

/** The row of one account after an action. */
async function row(db: Db, userId: number) {
  const found = await findAdminUser(db, userId);
  if (!found) throw notFound(adminUserMessages.userGone);
  return found;
}

/**
 * Adds or takes points through the ledger (reason admin_adjustment, the admin's reason as the row's note, which the
 * member sees in their history). A take-back larger than the balance is refused and changes nothing.
 */
export async function adjustUserPoints(
  db: Db,
  actor: AdminActor,
  input: { userId: number; points: number; reason?: string },
): Promise<number> {
  const account = await findAccountById(db, input.userId);
  if (!account) throw notFound(adminUserMessages.userGone);
  const note = input.reason ?? null;
  const source = { type: 'admin' as const, id: actor.id };
  return db.transaction(async (tx) => {
    let balance: number;
    if (input.points > 0) {
      const credited = await credit(tx, account.id, input.points, 'admin_adjustment', source, note);
      if (!credited) throw notFound(adminUserMessages.userGone);
      balance = credited.balance;
    } else {
      const current = (await findAdminUser(tx, account.id))?.points ?? 0;
      balance = await spend(
        tx,
        account.id,
        -input.points,
        'admin_adjustment',
        source,
        adminUserMessages.belowZero(current),
        note,
      );
    }
    await recordAdminAction(
      tx,
      actor,
      'points.adjust',
      { type: 'user', id: account.id },
      { points: input.points, reason: note, balance },
      actor.clientKey,
    );
    return balance;
  });
}

const formatEnd = (until: Date | null) => (until ? `until ${until.toUTCString()}` : 'until an admin lifts it');

/** What a caller that tells the member itself (a report's statement of reasons, an appeal's answer) turns off. */
export interface MailOption {
  /** false: no mail from here. */
  mail?: boolean;
}

/**
 * Suspends a member (decision 041): the other areas' `steps` run (the product's end the sessions and open event
 * streams, hide the open help requests and close the active conversations), login is refused until `until` (or until
 * lifted), and they get a mail with the reason (unless `mail: false`). Suspending again lifts the earlier suspension
 * first, then replaces its reason and end. Runs in the caller's transaction when handed one (a report resolved with
 * a suspension, decision 045).
 */
export async function suspendUser(
  db: Db,
  config: AppConfig,
  actor: AdminActor,
  input: { userId: number; reason: string; until: Date | null; now: Date },
  steps: readonly SuspensionStep[],
  options: MailOption = {},
) {
  const account = await memberTarget(db, actor, input.userId);
  const at = new Date(input.now.getTime());
  await db.transaction(async (tx) => {
    const before = await clearSuspension(tx, account.id);
    if (before) await runSuspensionSteps(steps, 'lift', tx, account.id, before);
    if (!(await markSuspended(tx, { userId: account.id, at, until: input.until, reason: input.reason })))
      throw notFound(adminUserMessages.userGone);
    const done = await runSuspensionSteps(steps, 'suspend', tx, account.id, at);
    await recordAdminAction(
      tx,
      actor,
      'user.suspend',
      { type: 'user', id: account.id },
      { reason: input.reason, until: input.until?.toISOString() ?? null, ...done },
      actor.clientKey,
    );
    if (options.mail === false) return;
    await mailAccount(tx, account, {
      subject: 'Your KindRipple account is suspended',
      ...renderBrandedMail({
        preheader: 'Your account is suspended',
        heading: 'Your account is suspended',
        paragraphs: [
          `A KindRipple admin suspended your account ${formatEnd(input.until)}.`,
          `The reason: ${input.reason}`,
          'While it lasts you cannot log in, your open help requests are hidden and your conversations are closed.',
        ],
        footerNote: 'If you think this is a mistake, reply to this e-mail and a person will look at it again.',
      }),
    });
  });
  return row(db, account.id);
}

/**
 * Lifts a suspension: the member can log in again and the `steps` undo what they did (the product's bring back the
 * help requests it hid). `note` goes into the audit row (an accepted appeal says which).
 */
export async function unsuspendUser(
  db: Db,
  config: AppConfig,
  actor: AdminActor,
  userId: number,
  steps: readonly SuspensionStep[],
  options: MailOption & { note?: string } = {},
) {
  const account = await memberTarget(db, actor, userId);
  await db.transaction(async (tx) => {
    const startedAt = await clearSuspension(tx, account.id);
    if (!startedAt) throw badRequest(adminUserMessages.notSuspended);
    const undone = await runSuspensionSteps(steps, 'lift', tx, account.id, startedAt);
    await recordAdminAction(
      tx,
      actor,
      'user.unsuspend',
      { type: 'user', id: account.id },
      { ...undone, ...(options.note ? { note: options.note } : {}) },
      actor.clientKey,
    );
    if (options.mail === false) return;
    await mailAccount(tx, account, {
      subject: 'Your KindRipple account is active again',
      ...renderBrandedMail({
        heading: 'Welcome back',
        paragraphs: ['A KindRipple admin lifted the suspension of your account. You can log in again.'],
        action: { label: 'Log in', url: `${config.publicUrl}/auth?tab=login` },
      }),
    });
  });
  return row(db, account.id);
}

/**
 * Corrects the date of birth another area keeps for a member (the help profile's, decision 041), in the caller's
 * transaction: answers the age band before and after (after null: under 13, and nothing changed), or undefined when
 * the member has none. The product's is `DATE_OF_BIRTH_CORRECTION` in server/composition.ts.
 */
export type DateOfBirthCorrection = (
  tx: Db,
  userId: number,
  dateOfBirth: string,
  now: Date,
) => Promise<{ before: AgeBand; after: AgeBand | null } | undefined>;

/**
 * Corrects the date of birth of a member's help profile (decision 041) with `correct`. The audit row keeps the
 * reason and the age band before and after, never the dates themselves.
 */
export async function correctUserDateOfBirth(
  db: Db,
  actor: AdminActor,
  input: { userId: number; dateOfBirth: string; reason: string; now: Date },
  correct: DateOfBirthCorrection,
) {
  const account = await memberTarget(db, actor, input.userId);
  await db.transaction(async (tx) => {
    const bands = await correct(tx, account.id, input.dateOfBirth, input.now);
    if (!bands) throw notFound(adminUserMessages.noHelpProfile);
    if (!bands.after) throw badRequest(adminUserMessages.tooYoung, { dateOfBirth: adminUserMessages.tooYoung });
    await recordAdminAction(
      tx,
      actor,
      'user.correct_date_of_birth',
      { type: 'user', id: account.id },
      { reason: input.reason, ageBandBefore: bands.before, ageBandAfter: bands.after },
      actor.clientKey,
    );
  });
  return row(db, account.id);
}

/**
 * Clears a member's under-13 answer (decision 056), after they wrote in about a mistaken date: Connections asks
 * their date of birth again. The audit row keeps the reason and when the answer was given, never a date of birth.
 */
export async function clearUserUnderAgeAnswer(db: Db, actor: AdminActor, input: { userId: number; reason: string }) {
  const account = await memberTarget(db, actor, input.userId);
  await db.transaction(async (tx) => {
    const answeredAt = await forgetUnderAgeAnswer(tx, account.id);
    if (!answeredAt) throw badRequest(adminUserMessages.noUnderAgeAnswer);
    await recordAdminAction(
      tx,
      actor,
      'user.clear_under_age_answer',
      { type: 'user', id: account.id },
      { reason: input.reason, answeredAt: answeredAt.toISOString() },
      actor.clientKey,
    );
  });
  return row(db, account.id);
}
