import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rippleChains, rippleSubscriptions } from '../../db/schema';
import { sendGrowthDigests } from '../../jobs/ripple-digests';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { clearOutbox, mailLinks, readOutbox } from '../../test/mail';
import { buildRipple, passRipple, rippleClient } from '../../test/ripple-factories';
import { RECIPIENT_LIMITS } from './ripples.routes';
import { startedOn } from './subscriptions.service';

let t: TestContext;
let r: ReturnType<typeof rippleClient>;
beforeAll(async () => {
  t = await buildTestApp();
  r = rippleClient(t);
});
afterAll(() => t.close());

/** Waits for the growth mail that a pass triggers after its response. */
async function waitForMail(to: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = await readOutbox(t.db, to);
    if (mails.length >= count) return mails;
    await new Promise((res) => setTimeout(res, 20));
  }
  return readOutbox(t.db, to);
}

/** How mails name a ripple: the day it started (decision 023). */
async function startedLine(seedCode: string) {
  const [chain] = await t.db.select({ createdAt: rippleChains.createdAt }).from(rippleChains).where(eq(rippleChains.seedCode, seedCode));
  return `the Ripple of Kindness started on ${startedOn(chain.createdAt)}`;
}

describe('POST /api/ripples/summary/{seedCode}/subscribe', () => {
  it('sends a confirmation mail (double opt-in), and confirmed followers hear about growth once a day, with one-click unsubscribe', async () => {
    await clearOutbox(t.db);
    const seed = await buildRipple(r, { message: 'Follow me around the world' });
    const email = 'Follower@Example.test';
    const res = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: `  ${email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Please check your inbox: we have sent you a mail about following this ripple.' });

    const [confirmMail] = await readOutbox(t.db, 'follower@example.test');
    expect(confirmMail.subject).toBe('Please confirm: follow a Ripple of Kindness');
    // The note's text is written by whoever started the ripple, and anyone can type any address: the mail names
    // the ripple by its start date and links to its page instead of quoting it.
    expect(confirmMail.text).toContain(`asked for updates by mail when ${await startedLine(seed.seedCode)} reaches new people`);
    for (const part of [confirmMail.text, confirmMail.html, confirmMail.subject]) expect(part).not.toContain('Follow me around the world');
    const links = mailLinks(confirmMail);
    const confirmLink = links.find((l) => l.includes('verify='))!;
    const unsubscribeLink = links.find((l) => l.includes('/unsubscribe/'))!;
    expect(confirmLink).toMatch(new RegExp(`^http://localhost:3000/ripple/${seed.seedCode}\\?verify=[A-Za-z0-9]{16}$`));
    expect(unsubscribeLink).toMatch(/^http:\/\/localhost:3000\/api\/ripples\/unsubscribe\/[A-Za-z0-9]{32}$/);

    // Unconfirmed: growth sends nothing.
    await passRipple(r, seed.nodeCode, { message: 'First pass' });
    await new Promise((res) => setTimeout(res, 100));
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(1);

    // Asking again for an unconfirmed address sends a fresh confirmation (the old link stops working); the
    // unsubscribe link stays the same, so the one in the first mail keeps working.
    const again = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email });
    expect(again.json()).toEqual(res.json());
    const second = (await readOutbox(t.db, email))[1];
    expect(mailLinks(second).find((l) => l.includes('/unsubscribe/'))).toBe(unsubscribeLink);
    const confirm2 = mailLinks(second).find((l) => l.includes('verify='))!;
    const oldToken = new URL(confirmLink).searchParams.get('verify');
    expect((await r.post('/api/ripples/subscriptions/confirm', { token: oldToken })).statusCode).toBe(404);

    const token = new URL(confirm2).searchParams.get('verify');
    const ok = await r.post('/api/ripples/subscriptions/confirm', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Subscription confirmed', seedCode: seed.seedCode });

    // Confirmed: the next pass brings one growth mail.
    await passRipple(r, seed.nodeCode, { message: 'Second pass' });
    const mails = await waitForMail(email, 3);
    expect(mails).toHaveLength(3);
    const growth = mails[2];
    expect(growth.subject).toBe('Your Ripple of Kindness reached 2 people');
    expect(growth.text).toContain('Your ripple reached new people');
    expect(growth.text).toContain(`http://localhost:3000/ripple/${seed.seedCode}`);
    expect(growth.text).not.toContain('key=');
    expect(growth.text).toContain(`Since we last wrote, ${await startedLine(seed.seedCode)} reached 1 person more.`);
    expect(growth.text + growth.html).not.toContain('Follow me around the world');
    const growthUnsubscribe = mailLinks(growth).find((l) => l.includes('/unsubscribe/'))!;

    // More growth the same day: batched, no second mail.
    await passRipple(r, seed.nodeCode, { message: 'Third pass' });
    await new Promise((res) => setTimeout(res, 100));
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(3);

    // A day later the job sends the batched update.
    await t.db.update(rippleSubscriptions).set({ lastNotifiedAt: sql`now() - interval '25 hours'` });
    expect(await sendGrowthDigests(t.db, t.config)).toBe(1);
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    const latest = (await readOutbox(t.db, email)).at(-1)!;
    expect(latest.subject).toBe('Your Ripple of Kindness reached 3 people');
    expect(latest.text).toContain('1 person more');

    // One click unsubscribes, and nothing more is sent.
    const unsub = await r.get(new URL(growthUnsubscribe).pathname);
    expect(unsub.statusCode).toBe(303);
    expect(unsub.headers.location).toBe(`/ripple/${seed.seedCode}?unsubscribed=1`);
    await t.db.update(rippleSubscriptions).set({ lastNotifiedAt: sql`now() - interval '25 hours'` });
    await passRipple(r, seed.nodeCode, { message: 'Fourth pass' });
    await new Promise((res) => setTimeout(res, 100));
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(4);
    // The confirmation link does not bring an unsubscribed address back.
    expect((await r.post('/api/ripples/subscriptions/confirm', { token })).statusCode).toBe(404);
  });

  it('follows the creator who gave an address when starting the ripple, without a confirmation mail', async () => {
    await clearOutbox(t.db);
    const seed = await buildRipple(r, { message: 'Creator follows', subscribeEmail: 'creator@example.test' });
    expect(await readOutbox(t.db, 'creator@example.test')).toHaveLength(0);
    const [sub] = await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, 'creator@example.test'));
    expect(sub.verified).toBe(true);
    await passRipple(r, seed.nodeCode, { message: 'Passed on' });
    const mails = await waitForMail('creator@example.test', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Ripple of Kindness reached 1 person');
  });

  it('tells an address that already follows so by mail, and answers exactly as for a new one (no way to learn who follows)', async () => {
    await clearOutbox(t.db);
    const seed = await buildRipple(r, { message: 'Words from the creator', subscribeEmail: 'again@example.test' });
    const res = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'again@example.test' });
    const fresh = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'new@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fresh.json());
    const [mail] = await readOutbox(t.db, 'again@example.test');
    expect(mail.subject).toBe('You already follow this Ripple of Kindness');
    expect(mail.text).toContain('nothing to do');
    expect(mail.text).toContain(`asked for updates about ${await startedLine(seed.seedCode)}`);
    expect(mail.text + mail.html).not.toContain('Words from the creator');
    expect(mailLinks(mail).some((l) => l.includes('verify='))).toBe(false);
    expect(mailLinks(mail).some((l) => l.includes('/unsubscribe/'))).toBe(true);
    const [sub] = await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, 'again@example.test'));
    expect(sub.verified).toBe(true);
  });

  it('sends a confirmation again to an address that had unsubscribed', async () => {
    await clearOutbox(t.db);
    const seed = await buildRipple(r, { message: 'Come back', subscribeEmail: 'back@example.test' });
    const [row] = await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, 'back@example.test'));
    expect((await r.get(`/api/ripples/unsubscribe/${row.unsubscribeToken}`)).statusCode).toBe(303);
    const res = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'back@example.test' });
    expect(res.json()).toEqual({ message: 'Please check your inbox: we have sent you a mail about following this ripple.' });
    const [mail] = await readOutbox(t.db, 'back@example.test');
    expect(mail.subject).toBe('Please confirm: follow a Ripple of Kindness');
  });

  it('refuses an empty or invalid address and an unknown ripple', async () => {
    const seed = await buildRipple(r, { message: 'Validation' });
    const empty = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email required');
    const bad = await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'nope' });
    expect(bad.json().message).toBe('Please enter a valid email address');
    const unknown = await r.post('/api/ripples/summary/Zz9Zz9Zz9Z/subscribe', { email: 'a@example.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ripple not found');
  });

  it('refuses a wrong confirmation code and sends an unknown unsubscribe link home', async () => {
    expect((await r.post('/api/ripples/subscriptions/confirm', { token: 'WrongCode1234567' })).statusCode).toBe(404);
    expect((await r.post('/api/ripples/subscriptions/confirm', { token: '' })).statusCode).toBe(400);
    const res = await r.get('/api/ripples/unsubscribe/not-a-real-token');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?unsubscribed=0');
  });

  it('limits subscribe requests per IP address', async () => {
    const seed = await buildRipple(r, { message: 'Limits' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: `s${i}@example.test` }, '198.51.100.99')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('unsubscribes from a mail app’s own button: a form POST from another server, with no Origin (RFC 8058)', async () => {
    await clearOutbox(t.db);
    const seed = await buildRipple(r, { message: 'Unsubscribe me from my mail app' });
    await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'oneclick@example.test' });
    const [mail] = await readOutbox(t.db, 'oneclick@example.test');
    const link = mailLinks(mail).find((l) => l.includes('/unsubscribe/'))!;
    expect(mail.unsubscribeUrl).toBe(link);
    const url = new URL(link).pathname;
    const formPost = (path: string, payload = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': contentType }, remoteAddress: '66.249.66.1' });

    const res = await formPost(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unsubscribed' });
    const [row] = await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, 'oneclick@example.test'));
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    // Asking again (mail apps retry) still answers 200 and changes nothing.
    expect((await formPost(url, '', 'multipart/form-data; boundary=x')).statusCode).toBe(200);
    const [again] = await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, 'oneclick@example.test'));
    expect(again.unsubscribedAt).toEqual(row.unsubscribedAt);

    // Bad input: an unknown token, an over-long one, an oversized body.
    expect((await formPost('/api/ripples/unsubscribe/Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Z1')).statusCode).toBe(404);
    expect((await formPost(`/api/ripples/unsubscribe/${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await formPost(url, 'x'.repeat(2048))).statusCode).toBe(413);

    // The exemption is this route's alone: the same kind of request elsewhere is still refused.
    expect((await formPost('/api/ripples', 'message=hello')).statusCode).toBe(403);
    expect((await formPost(`/api/ripples/node/${seed.nodeCode}/thank`, '')).statusCode).toBe(403);
  });
});


describe('per-recipient limits (mail a stranger can make us send by typing an address)', () => {
  const subscribeLimited = /^Too many requests for this address\. Please wait \d+ hours and try again\.$/;
  const expectRetryAfter = (res: { headers: Record<string, unknown> }) => {
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RECIPIENT_LIMITS.subscribe.windowMs / 1000);
  };
  const rowsFor = (email: string) => t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, email));

  it('answers 429 to the 4th subscribe request for one address in a day, whatever the IP, letter case or ripple; nothing is stored or mailed', async () => {
    await clearOutbox(t.db);
    const seeds = await Promise.all([1, 2, 3, 4].map((i) => buildRipple(r, { message: `Ripple number ${i}` })));
    const spellings = ['victim@example.test', 'Victim@Example.test', 'VICTIM@EXAMPLE.TEST'];
    expect(spellings).toHaveLength(RECIPIENT_LIMITS.subscribe.max);
    for (const [i, email] of spellings.entries()) {
      expect((await r.post(`/api/ripples/summary/${seeds[i].seedCode}/subscribe`, { email })).statusCode).toBe(200);
    }
    expect(await readOutbox(t.db, 'victim@example.test')).toHaveLength(3);

    // A fresh IP, another spelling, another ripple: still this address's 4th request today.
    const res = await r.post(`/api/ripples/summary/${seeds[3].seedCode}/subscribe`, { email: ' vIcTiM@example.TEST ' }, '198.51.100.201');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(subscribeLimited);
    expectRetryAfter(res);
    // The same for a ripple the address already asked about (no hint of who follows what) and for a "+tag" of the same inbox.
    const again = await r.post(`/api/ripples/summary/${seeds[0].seedCode}/subscribe`, { email: 'victim@example.test' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(res.json());
    expect((await r.post(`/api/ripples/summary/${seeds[3].seedCode}/subscribe`, { email: 'victim+news@example.test' })).statusCode).toBe(429);

    expect(await readOutbox(t.db, 'victim@example.test')).toHaveLength(3);
    expect(await readOutbox(t.db, 'victim+news@example.test')).toHaveLength(0);
    const rows = [...(await rowsFor('victim@example.test')), ...(await rowsFor('victim+news@example.test'))];
    expect(rows).toHaveLength(3);
    const [fourth] = await t.db.select({ id: rippleChains.id }).from(rippleChains).where(eq(rippleChains.seedCode, seeds[3].seedCode));
    expect(rows.some((row) => row.chainId === fourth.id)).toBe(false);

    // Other addresses, from the same IP as the refused request, are not affected.
    const other = await r.post(`/api/ripples/summary/${seeds[3].seedCode}/subscribe`, { email: 'bystander@example.test' }, '198.51.100.201');
    expect(other.statusCode).toBe(200);
    expect(await readOutbox(t.db, 'bystander@example.test')).toHaveLength(1);
  });

  it('does not count a request refused before it is checked (a malformed ripple code) against the address', async () => {
    const seed = await buildRipple(r, { message: 'Malformed requests are free' });
    for (let i = 0; i < 5; i++) expect((await r.post('/api/ripples/summary/not-a-code!/subscribe', { email: 'careful@example.test' })).statusCode).toBe(400);
    for (let i = 0; i < RECIPIENT_LIMITS.subscribe.max; i++) {
      expect((await r.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email: 'careful@example.test' })).statusCode).toBe(200);
    }
  });

  it('limits ripples started with one follow address to 3 a day; the 4th is refused whole, and the same note without an address goes through', async () => {
    await clearOutbox(t.db);
    const spellings = ['maker@example.test', 'Maker@Example.test', 'maker+ripples@example.test'];
    expect(spellings).toHaveLength(RECIPIENT_LIMITS.createWithEmail.max);
    for (const subscribeEmail of spellings) await buildRipple(r, { message: 'Started by someone typing maker’s address', subscribeEmail });
    const chainsBefore = await t.db.$count(rippleChains);

    const res = await r.post('/api/ripples', { message: 'One more, to the same inbox', subscribeEmail: 'MAKER@example.test' }, '198.51.100.202');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many requests for this address\. Please wait \d+ hours, or start your ripple without an e-mail address\.$/);
    expectRetryAfter(res);
    expect(await t.db.$count(rippleChains)).toBe(chainsBefore);
    expect(await rowsFor('maker@example.test')).toHaveLength(2);
    expect(await rowsFor('maker+ripples@example.test')).toHaveLength(1);

    // What the message suggests works at once, and other addresses are not affected.
    expect((await r.post('/api/ripples', { message: 'One more, to the same inbox' }, '198.51.100.202')).statusCode).toBe(201);
    expect((await r.post('/api/ripples', { message: 'Someone else', subscribeEmail: 'other-maker@example.test' }, '198.51.100.202')).statusCode).toBe(201);
    // The two counters are separate: the creator can still follow someone else's ripple today.
    const friend = await buildRipple(r, { message: 'A friend’s ripple' });
    expect((await r.post(`/api/ripples/summary/${friend.seedCode}/subscribe`, { email: 'maker@example.test' })).statusCode).toBe(200);
    expect(await readOutbox(t.db, 'maker@example.test')).toHaveLength(1);
  });
});
