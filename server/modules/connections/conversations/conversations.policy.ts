import { CONTACT_TRUST } from '../../../../common/schemas/connections';
import { forbidden } from '../../../http-error';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether trust is built for contact details (decision 036): the conversation is at least 3 days old and the two
 * exchanged at least 20 messages, at least 5 from each side, so one person cannot unlock it alone.
 */
export function trustBuilt(c: { createdAt: Date; mine: number; theirs: number }, now: Date): boolean {
  return (
    now.getTime() - c.createdAt.getTime() >= CONTACT_TRUST.minDays * DAY_MS &&
    c.mine + c.theirs >= CONTACT_TRUST.minMessages &&
    c.mine >= CONTACT_TRUST.minEachSide &&
    c.theirs >= CONTACT_TRUST.minEachSide
  );
}

const CLOSED_TEXT: Record<string, string> = {
  completed: 'This request is complete, so this conversation is closed for new messages.',
  request_removed: 'This request was removed, so this conversation is closed for new messages.',
  closed: "This conversation has been closed, so new messages can't be sent.",
};

/** A new message goes only into an active conversation with someone still here; otherwise a 403 a person understands. */
export function assertCanMessage(c: { status: string; otherId: number | null }): void {
  if (c.status !== 'active') throw forbidden(CLOSED_TEXT[c.status] ?? CLOSED_TEXT.closed);
  if (c.otherId === null) throw forbidden("This member has left KindRipple, so new messages can't be sent.");
}

/** Only the requester completes, and only once. */
export function assertCanComplete(
  c: { status: string; requestRequesterId: number | null; requestId: number | null },
  me: number,
) {
  if (c.requestId === null || c.requestRequesterId !== me)
    throw forbidden('Only the person who asked for help can complete this request.');
  if (c.status === 'completed') throw forbidden('This request is already completed.');
  if (c.status !== 'active') throw forbidden(CLOSED_TEXT[c.status] ?? CLOSED_TEXT.closed);
}
