import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleChains, rippleSubscriptions } from '../../../db/schema';
import { buildRipple } from '../../../test/factories';
import { nextIp, uniqueEmail, useTestApp } from '../../../test/harness';
import { readOutbox } from '../../../test/mail';
import { RECIPIENT_LIMITS, RIPPLE_LIMITS } from '../ripples.limits';

const { t, http } = useTestApp();

const subscribe = (seedCode: string, email: string, ip?: string) =>
  http.post(`/api/ripples/summary/${seedCode}/subscribe`, { email }, { ip });

const rowsFor = (email: string) => t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, email));

/** One inbox spelled another way: other letter case (decision 023: the limits count the mailbox, not the spelling). */
const capitalized = (email: string) => email.charAt(0).toUpperCase() + email.slice(1).replace('@example', '@Example');
/** The same inbox in mixed case. */
const mixedCase = (email: string) => [...email].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
/** The same inbox with a "+tag". */
const tagged = (email: string, tag: string) => email.replace('@', `+${tag}@`);

describe('per-client limits', () => {
  it('lets a class of 30 behind one address follow a ripple, and limits one address that goes on and on', async () => {
    const seed = await buildRipple(http, { message: 'Limits' });
    const ip = nextIp();
    const max = RIPPLE_LIMITS.subscribe.max;
    expect(max).toBeGreaterThanOrEqual(30);
    const codes = await Promise.all(
      Array.from({ length: max }, () => subscribe(seed.seedCode, uniqueEmail(), ip).then((r) => r.statusCode)),
    );
    expect(codes.every((c) => c === 200)).toBe(true);
    const over = await subscribe(seed.seedCode, uniqueEmail(), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait/);
  });
});

describe('per-recipient limits (mail a stranger can make us send by typing an address)', () => {
  const subscribeLimited = /^Too many requests for this address\. Please wait \d+ hours and try again\.$/;
  const expectRetryAfter = (res: { headers: Record<string, unknown> }) => {
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RECIPIENT_LIMITS.subscribe.windowMs / 1000);
  };

  it('answers 429 to the 4th subscribe request for one address in a day, whatever the IP, letter case or ripple; nothing is stored or mailed', async () => {
    const victim = uniqueEmail('victim');
    const seeds = await Promise.all([1, 2, 3, 4].map((i) => buildRipple(http, { message: `Ripple number ${i}` })));
    const spellings = [victim, capitalized(victim), victim.toUpperCase()];
    expect(spellings).toHaveLength(RECIPIENT_LIMITS.subscribe.max);
    for (const [i, email] of spellings.entries())
      expect((await subscribe(seeds[i].seedCode, email)).statusCode).toBe(200);
    expect(await readOutbox(t.db, victim)).toHaveLength(3);

    // A fresh IP, another spelling, another ripple: still this address's 4th request today.
    const ip = nextIp();
    const res = await subscribe(seeds[3].seedCode, ` ${mixedCase(victim)} `, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(subscribeLimited);
    expectRetryAfter(res);
    // The same for a ripple the address already asked about (no hint of who follows what) and for a "+tag" of the same inbox.
    const again = await subscribe(seeds[0].seedCode, victim);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(res.json());
    expect((await subscribe(seeds[3].seedCode, tagged(victim, 'news'))).statusCode).toBe(429);

    expect(await readOutbox(t.db, victim)).toHaveLength(3);
    expect(await readOutbox(t.db, tagged(victim, 'news'))).toHaveLength(0);
    const rows = [...(await rowsFor(victim)), ...(await rowsFor(tagged(victim, 'news')))];
    expect(rows).toHaveLength(3);
    const [fourth] = await t.db
      .select({ id: rippleChains.id })
      .from(rippleChains)
      .where(eq(rippleChains.seedCode, seeds[3].seedCode));
    expect(rows.some((row) => row.chainId === fourth.id)).toBe(false);

    // Other addresses, from the same IP as the refused request, are not affected.
    const bystander = uniqueEmail('bystander');
    expect((await subscribe(seeds[3].seedCode, bystander, ip)).statusCode).toBe(200);
    expect(await readOutbox(t.db, bystander)).toHaveLength(1);
  });

  it('does not count a request refused before it is checked (a malformed ripple code) against the address', async () => {
    const careful = uniqueEmail('careful');
    const seed = await buildRipple(http, { message: 'Malformed requests are free' });
    for (let i = 0; i < 5; i++) expect((await subscribe('not-a-code!', careful)).statusCode).toBe(400);
    for (let i = 0; i < RECIPIENT_LIMITS.subscribe.max; i++)
      expect((await subscribe(seed.seedCode, careful)).statusCode).toBe(200);
    expect((await subscribe(seed.seedCode, careful)).statusCode).toBe(429);
  });

  it('counts a request only once its ripple is found: unknown ripple codes answer 404 and cost the address nothing', async () => {
    const stranger = uniqueEmail('stranger');
    const seed = await buildRipple(http, { message: 'The one ripple that exists' });
    // Someone trying made-up codes with a stranger's address, as often as the per-IP limit lets them.
    for (const code of ['Zz9Zz9Zz9Z', 'Yy8Yy8Yy8Y', 'Xx7Xx7Xx7X', 'Ww6Ww6Ww6W', 'Vv5Vv5Vv5V']) {
      const res = await subscribe(code, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ripple not found' });
    }
    expect(await readOutbox(t.db, stranger)).toHaveLength(0);
    // The address's whole daily allowance is still there for a ripple that exists.
    for (let i = 0; i < RECIPIENT_LIMITS.subscribe.max; i++)
      expect((await subscribe(seed.seedCode, stranger)).statusCode).toBe(200);
    const over = await subscribe(seed.seedCode, stranger);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(subscribeLimited);
    // An unknown code still answers 404, over the limit or not: it says nothing about the address.
    expect((await subscribe('Zz9Zz9Zz9Z', stranger)).statusCode).toBe(404);
    expect(await readOutbox(t.db, stranger)).toHaveLength(RECIPIENT_LIMITS.subscribe.max);
  });

  it('limits ripples started with one follow address to 3 a day; the 4th is refused whole, and the same note without an address goes through', async () => {
    const maker = uniqueEmail('maker');
    const spellings = [maker, capitalized(maker), tagged(maker, 'ripples')];
    expect(spellings).toHaveLength(RECIPIENT_LIMITS.createWithEmail.max);
    for (const subscribeEmail of spellings)
      await buildRipple(http, { message: 'Started by someone typing maker’s address', subscribeEmail });
    const chainsBefore = await t.db.$count(rippleChains);

    const ip = nextIp();
    const note = 'One more, to the same inbox';
    const res = await http.post('/api/ripples', { message: note, subscribeEmail: maker.toUpperCase() }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many requests for this address\. Please wait \d+ hours, or start your ripple without an e-mail address\.$/,
    );
    expectRetryAfter(res);
    expect(await t.db.$count(rippleChains)).toBe(chainsBefore);
    expect(await rowsFor(maker)).toHaveLength(2);
    expect(await rowsFor(tagged(maker, 'ripples'))).toHaveLength(1);

    // What the message suggests works at once, and other addresses are not affected.
    expect((await http.post('/api/ripples', { message: note }, { ip })).statusCode).toBe(201);
    const someoneElse = { message: 'Someone else', subscribeEmail: uniqueEmail('other-maker') };
    expect((await http.post('/api/ripples', someoneElse, { ip })).statusCode).toBe(201);
    // The two counters are separate: the creator can still follow someone else's ripple today. Each creation that
    // was let through asked for a confirmation, like the subscribe request (decision 028).
    const friend = await buildRipple(http, { message: 'A friend’s ripple' });
    expect((await subscribe(friend.seedCode, maker)).statusCode).toBe(200);
    const mails = [...(await readOutbox(t.db, maker)), ...(await readOutbox(t.db, tagged(maker, 'ripples')))];
    expect(mails.map((m) => m.subject)).toEqual(Array(4).fill('Please confirm: follow a Ripple of Kindness'));
  });
});
