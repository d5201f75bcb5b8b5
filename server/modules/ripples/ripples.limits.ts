import type { FastifyInstance } from 'fastify';
import { limit, type LimitSpec } from '../../plugins/rate-limit';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

/** Per-client limits on everything that writes (TRUST_PROXY decides which address is the client's). */
export const RIPPLE_LIMITS = {
  create: { name: 'ripple-create', max: 10, windowMs: 10 * MINUTE },
  pass: { name: 'ripple-pass', max: 20, windowMs: 10 * MINUTE },
  thank: { name: 'ripple-thank', max: 60, windowMs: 10 * MINUTE },
  /**
   * Generous, because a class or an office behind one address may follow one ripple together; what protects
   * inboxes is the per-recipient limit below, and each request is one small row and one queued mail.
   */
  subscribe: { name: 'ripple-subscribe', max: 60, windowMs: 60 * MINUTE },
  report: { name: 'ripple-report', max: 10, windowMs: 60 * MINUTE },
  owner: { name: 'ripple-owner', max: 60, windowMs: 10 * MINUTE },
  /** Link-preview pictures, rendered on demand. */
  card: { name: 'ripple-card', max: 60, windowMs: MINUTE },
} as const satisfies Record<string, LimitSpec>;

/**
 * Per-recipient limits on mail a stranger can make us send by typing an address (decision 023): counted per
 * mailbox (`mailboxKey`), whatever the client, across all ripples. Separate counters, so an honest person who
 * starts a ripple and follows a friend's the same day uses one of each. Their answers say only that this address
 * had too many requests, never why or from whom. A subscribe request is counted only once its ripple is found
 * (an unknown code costs the address nothing: decision 028).
 */
export const RECIPIENT_LIMITS = {
  subscribe: {
    name: 'ripple-subscribe-email',
    max: 3,
    windowMs: DAY_MS,
    message: (wait: string) => `Too many requests for this address. Please wait ${wait} and try again.`,
  },
  createWithEmail: {
    name: 'ripple-create-email',
    max: 3,
    windowMs: DAY_MS,
    message: (wait: string) =>
      `Too many requests for this address. Please wait ${wait}, or start your ripple without an e-mail address.`,
  },
} as const satisfies Record<string, LimitSpec>;

/**
 * Growth mails one mailbox (`mailboxKey`) gets per UTC day, across every ripple it follows (decision 028): each
 * subscription already has at most one a day, and this bounds the sum. The count lives in the database
 * (`ripple_growth_mail_counts`), so it holds with several instances, with or without REDIS_URL.
 */
export const GROWTH_MAILS_PER_MAILBOX_PER_DAY = 3;

/**
 * The API's per-client limiters, made once per app and handed to each part's routes, so the routes that share a
 * limit share its counter (the owner's calls and confirming a subscription count as one).
 */
export function perClientLimiters(app: FastifyInstance) {
  return {
    create: limit(app, RIPPLE_LIMITS.create),
    pass: limit(app, RIPPLE_LIMITS.pass),
    thank: limit(app, RIPPLE_LIMITS.thank),
    report: limit(app, RIPPLE_LIMITS.report),
    owner: limit(app, RIPPLE_LIMITS.owner),
    subscribe: limit(app, RIPPLE_LIMITS.subscribe),
  };
}
export type PerClientLimiters = ReturnType<typeof perClientLimiters>;
