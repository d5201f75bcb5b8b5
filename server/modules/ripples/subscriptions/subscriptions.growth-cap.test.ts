import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleChains, rippleGrowthMailCounts } from '../../../db/schema';
import { sendGrowthDigests } from '../../../jobs/ripple-digests';
import { mailboxKey } from '../../../plugins/rate-limit';
import { buildRipple, passRipple, type BuiltRipple } from '../../../test/factories';
import { uniqueEmail, useTestApp } from '../../../test/harness';
import { mailLinks, readOutbox } from '../../../test/mail';
import { GROWTH_MAILS_PER_MAILBOX_PER_DAY } from '../ripples.limits';
import { growthNotifierOf } from './subscriptions.notifier';
import { type DigestCursor, listDueDigests } from './subscriptions.queries';
import { pruneGrowthMailCounts } from './subscriptions.service';

const { t, http } = useTestApp();

const GROWTH = /^Your Ripple of Kindness reached/;
const growthMailsHandled = () => growthNotifierOf(t.db)!.idle();
const tagged = (email: string, tag: string) => email.replace('@', `+${tag}@`);

/** Every mail that reaches the inbox of `email`, however the address was spelled. */
async function inbox(email: string) {
  return (await readOutbox(t.db)).filter((m) => mailboxKey(m.to) === mailboxKey(email));
}
const growthMailsTo = async (email: string) => (await inbox(email)).filter((m) => GROWTH.test(m.subject));

/** Clicks 'Confirm subscription' in every confirmation mail that reached this inbox. */
async function confirmAll(email: string) {
  for (const mail of await inbox(email)) {
    const link = mailLinks(mail).find((l) => l.includes('verify='));
    if (!link) continue;
    const res = await http.post('/api/ripples/subscriptions/confirm', {
      token: new URL(link).searchParams.get('verify'),
    });
    expect(res.statusCode).toBe(200);
  }
}

/**
 * One inbox that follows six ripples, confirmed: three it started (spelled three ways) and three it asked to
 * follow (three more spellings), as many as the per-recipient limits let one day bring.
 */
async function followerOfSix(email: string): Promise<BuiltRipple[]> {
  const started = [];
  for (const spelling of [email, email.toUpperCase(), tagged(email, 'mine')])
    started.push(await buildRipple(http, { message: 'One of six', subscribeEmail: spelling }));
  const followed = [];
  for (const tag of ['a', 'b', 'c']) {
    const seed = await buildRipple(http, { message: 'One of six' });
    expect(
      (await http.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: tagged(email, tag) })).statusCode,
    ).toBe(200);
    followed.push(seed);
  }
  await confirmAll(email);
  return [...started, ...followed];
}

/** The mail's ripple, by the page it links to. */
const seedOf = (mail: { text: string }) =>
  mailLinks(mail)
    .find((l) => l.includes('/ripple/'))!
    .split('/ripple/')[1];

describe(`growth mails: at most ${GROWTH_MAILS_PER_MAILBOX_PER_DAY} a day per inbox, across every ripple it follows`, () => {
  it('holds back the 4th and later the same day, whatever the spelling, and sends those first the next day', async () => {
    expect(GROWTH_MAILS_PER_MAILBOX_PER_DAY).toBe(3);
    const email = uniqueEmail('busy');
    const seeds = await followerOfSix(email);
    const bystander = uniqueEmail('bystander');
    await http.post(`/api/ripples/summary/${seeds[5].seedCode}/subscribe`, { email: bystander });
    await confirmAll(bystander);

    // All six ripples grow today: each pass tells its followers at once, and the job runs too.
    for (const seed of seeds) {
      await passRipple(http, { code: seed.nodeCode });
      await growthMailsHandled();
    }
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    const today = await growthMailsTo(email);
    expect(today).toHaveLength(3);
    // The cap is this inbox's: another follower of a held-back ripple hears about it today.
    expect(await growthMailsTo(bystander)).toHaveLength(1);

    // The next day (UTC) the three held back go out, before anything else, and the cap holds again.
    await t.db
      .update(rippleGrowthMailCounts)
      .set({ day: sql`${rippleGrowthMailCounts.day} - 1` })
      .where(eq(rippleGrowthMailCounts.mailbox, mailboxKey(email)));
    expect(await sendGrowthDigests(t.db, t.config)).toBe(3);
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    const all = await growthMailsTo(email);
    expect(all).toHaveLength(6);
    expect(new Set(all.map(seedOf))).toEqual(new Set(seeds.map((s) => s.seedCode)));

    // Counts of days before yesterday are forgotten; today's is kept.
    await t.db
      .update(rippleGrowthMailCounts)
      .set({ day: sql`${rippleGrowthMailCounts.day} - 1` })
      .where(
        and(
          eq(rippleGrowthMailCounts.mailbox, mailboxKey(email)),
          lt(rippleGrowthMailCounts.day, sql`(now() at time zone 'utc')::date`),
        ),
      );
    expect(await pruneGrowthMailCounts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ day: rippleGrowthMailCounts.day })
      .from(rippleGrowthMailCounts)
      .where(eq(rippleGrowthMailCounts.mailbox, mailboxKey(email)));
    expect(left).toHaveLength(1);
  });

  it('keeps the cap in the database: senders running at the same time (several instances) send 3, not more', async () => {
    const email = uniqueEmail('parallel');
    const seeds = await followerOfSix(email);
    // All six grow without a pass (so no sender starts before the test's own).
    await t.db
      .update(rippleChains)
      .set({ peopleReached: sql`${rippleChains.peopleReached} + 1` })
      .where(
        inArray(
          rippleChains.seedCode,
          seeds.map((s) => s.seedCode),
        ),
      );
    // A run pages through due mails with a cursor, so rows the cap holds back (which stay due) cannot make it loop.
    const seen: Array<{ id: string; email: string }> = [];
    let after: DigestCursor | undefined;
    for (;;) {
      const page = await listDueDigests(t.db, { after, limit: 4 });
      seen.push(...page);
      if (page.length < 4) break;
      after = { waitingSince: page[3].waitingSince, id: page[3].id };
    }
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(seen.filter((r) => mailboxKey(r.email) === mailboxKey(email))).toHaveLength(6);

    // Each call is what one instance's job does; on PostgreSQL they run on separate connections at once.
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendGrowthDigests(t.db, t.config)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await growthMailsTo(email)).toHaveLength(3);
  });
});
