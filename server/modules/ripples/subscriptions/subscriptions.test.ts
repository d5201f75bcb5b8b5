import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleChains, rippleSubscriptions } from '../../../db/schema';
import { sendGrowthDigests } from '../../../jobs/ripple-digests';
import { buildRipple, passRipple } from '../../../test/factories';
import { uniqueEmail, useTestApp } from '../../../test/harness';
import { mailLinks, readOutbox } from '../../../test/mail';
import { startedOn } from './subscriptions.mails';
import { growthNotifierOf } from './subscriptions.notifier';

const { t, http } = useTestApp();

/** Waits until the growth mails that passes started after their responses have been handled. */
const growthMailsHandled = () => growthNotifierOf(t.db)!.idle();

const subscribe = (seedCode: string, email: string) =>
  http.post(`/api/ripples/summary/${seedCode}/subscribe`, { email });

const subscriptionOf = async (email: string) =>
  (await t.db.select().from(rippleSubscriptions).where(eq(rippleSubscriptions.email, email)))[0];

/** Clicks 'Confirm subscription' for the newest confirmation mail to `email`. */
async function confirmFromMail(email: string) {
  const mail = (await readOutbox(t.db, email)).findLast((m) => m.subject.startsWith('Please confirm'))!;
  const token = new URL(mailLinks(mail).find((l) => l.includes('verify='))!).searchParams.get('verify');
  const res = await http.post('/api/ripples/subscriptions/confirm', { token });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
}

/** Makes a follower's last mail a day old, so the next growth may be mailed. */
const aDayLater = (email: string) =>
  t.db
    .update(rippleSubscriptions)
    .set({ lastNotifiedAt: sql`now() - interval '25 hours'` })
    .where(eq(rippleSubscriptions.email, email));

/** How mails name a ripple: the day it started (decision 023). */
async function startedLine(seedCode: string) {
  const [chain] = await t.db
    .select({ createdAt: rippleChains.createdAt })
    .from(rippleChains)
    .where(eq(rippleChains.seedCode, seedCode));
  return `the Ripple of Kindness started on ${startedOn(chain.createdAt)}`;
}

describe('POST /api/ripples/summary/{seedCode}/subscribe', () => {
  it('sends a confirmation mail (double opt-in), and confirmed followers hear about growth once a day, with one-click unsubscribe', async () => {
    const seed = await buildRipple(http, { message: 'Follow me around the world' });
    const email = uniqueEmail('follower');
    const res = await subscribe(seed.seedCode, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Please check your inbox: we have sent you a mail about following this ripple.',
    });
    expect((await subscriptionOf(email)).verified).toBe(false);

    const [confirmMail] = await readOutbox(t.db, email);
    expect(confirmMail.subject).toBe('Please confirm: follow a Ripple of Kindness');
    // The note's text is written by whoever started the ripple, and anyone can type any address: the mail names
    // the ripple by its start date and links to its page instead of quoting it.
    expect(confirmMail.text).toContain(
      `asked for updates by mail when ${await startedLine(seed.seedCode)} reaches new people`,
    );
    for (const part of [confirmMail.text, confirmMail.html, confirmMail.subject])
      expect(part).not.toContain('Follow me around the world');
    const links = mailLinks(confirmMail);
    const confirmLink = links.find((l) => l.includes('verify='))!;
    const unsubscribeLink = links.find((l) => l.includes('/unsubscribe/'))!;
    expect(confirmLink).toMatch(new RegExp(`^http://localhost:3000/ripple/${seed.seedCode}\\?verify=[A-Za-z0-9]{16}$`));
    expect(unsubscribeLink).toMatch(/^http:\/\/localhost:3000\/api\/ripples\/unsubscribe\/[A-Za-z0-9]{32}$/);

    // Unconfirmed: growth sends nothing.
    await passRipple(http, { code: seed.nodeCode, message: 'First pass' });
    await growthMailsHandled();
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(1);

    // Asking again for an unconfirmed address sends a fresh confirmation (the old link stops working); the
    // unsubscribe link stays the same, so the one in the first mail keeps working.
    const again = await subscribe(seed.seedCode, email);
    expect(again.json()).toEqual(res.json());
    const second = (await readOutbox(t.db, email))[1];
    expect(mailLinks(second).find((l) => l.includes('/unsubscribe/'))).toBe(unsubscribeLink);
    const confirm2 = mailLinks(second).find((l) => l.includes('verify='))!;
    const oldToken = new URL(confirmLink).searchParams.get('verify');
    expect((await http.post('/api/ripples/subscriptions/confirm', { token: oldToken })).statusCode).toBe(404);

    const token = new URL(confirm2).searchParams.get('verify');
    const ok = await http.post('/api/ripples/subscriptions/confirm', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Subscription confirmed', seedCode: seed.seedCode });

    // Confirmed: the next pass brings one growth mail, sent right after the pass's response.
    await passRipple(http, { code: seed.nodeCode, message: 'Second pass' });
    await growthMailsHandled();
    const mails = await readOutbox(t.db, email);
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
    await passRipple(http, { code: seed.nodeCode, message: 'Third pass' });
    await growthMailsHandled();
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(3);

    // A day later the job sends the batched update.
    await aDayLater(email);
    expect(await sendGrowthDigests(t.db, t.config)).toBe(1);
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    const latest = (await readOutbox(t.db, email)).at(-1)!;
    expect(latest.subject).toBe('Your Ripple of Kindness reached 3 people');
    expect(latest.text).toContain('1 person more');

    // One click unsubscribes, and nothing more is sent.
    const unsub = await http.get(new URL(growthUnsubscribe).pathname);
    expect(unsub.statusCode).toBe(303);
    expect(unsub.headers.location).toBe(`/ripple/${seed.seedCode}?unsubscribed=1`);
    await aDayLater(email);
    await passRipple(http, { code: seed.nodeCode, message: 'Fourth pass' });
    await growthMailsHandled();
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(4);
    // The confirmation link does not bring an unsubscribed address back.
    expect((await http.post('/api/ripples/subscriptions/confirm', { token })).statusCode).toBe(404);
  });

  it('asks the creator who gave an address to confirm it with the same mail as anyone; no growth mail before that click', async () => {
    const email = uniqueEmail('creator');
    const seed = await buildRipple(http, { message: 'Creator follows', subscribeEmail: email });
    // Anyone can type any address into the ripple dialog: it is stored unconfirmed and gets the confirmation mail.
    expect(await subscriptionOf(email)).toMatchObject({ verified: false, unsubscribedAt: null });
    const [confirmMail] = await readOutbox(t.db, email);
    expect(confirmMail.subject).toBe('Please confirm: follow a Ripple of Kindness');
    expect(confirmMail.text).toContain(
      `asked for updates by mail when ${await startedLine(seed.seedCode)} reaches new people`,
    );
    expect(confirmMail.text + confirmMail.html + confirmMail.subject).not.toContain('Creator follows');
    expect(mailLinks(confirmMail).some((l) => l.includes('/unsubscribe/'))).toBe(true);

    // Unconfirmed, the ripple grows and nothing more is sent, by the pass or by the job.
    await passRipple(http, { code: seed.nodeCode, message: 'Passed on' });
    await growthMailsHandled();
    expect(await sendGrowthDigests(t.db, t.config)).toBe(0);
    expect(await readOutbox(t.db, email)).toHaveLength(1);

    // One click on the page the mail links to, and the next growth is mailed (measured from the subscription).
    const token = new URL(mailLinks(confirmMail).find((l) => l.includes('verify='))!).searchParams.get('verify');
    const ok = await http.post('/api/ripples/subscriptions/confirm', { token });
    expect(ok.json()).toEqual({ message: 'Subscription confirmed', seedCode: seed.seedCode });
    await passRipple(http, { code: seed.nodeCode, message: 'Passed on again' });
    await growthMailsHandled();
    const mails = await readOutbox(t.db, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Please confirm: follow a Ripple of Kindness',
      'Your private link to manage your Ripple of Kindness',
      'Your Ripple of Kindness reached 2 people',
    ]);
  });

  it("mails the creator's owner link once their address is confirmed, once, and never to an address that only follows", async () => {
    const email = uniqueEmail('owner');
    const seed = await buildRipple(http, { message: 'Owner link by mail', subscribeEmail: email });
    expect((await readOutbox(t.db, email)).map((m) => m.subject)).toEqual([
      'Please confirm: follow a Ripple of Kindness',
    ]);
    // Two clicks at once on the confirmation link: one owner-link mail.
    const mail = (await readOutbox(t.db, email))[0];
    const token = new URL(mailLinks(mail).find((l) => l.includes('verify='))!).searchParams.get('verify');
    const answers = await Promise.all([1, 2].map(() => http.post('/api/ripples/subscriptions/confirm', { token })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const owner = (await readOutbox(t.db, email)).filter((m) => m.subject.startsWith('Your private link'));
    expect(owner).toHaveLength(1);
    const [chain] = await t.db
      .select({ ownerKey: rippleChains.ownerKey })
      .from(rippleChains)
      .where(eq(rippleChains.seedCode, seed.seedCode));
    expect(mailLinks(owner[0])).toContain(`${t.config.publicUrl}/ripple/${seed.seedCode}?key=${chain.ownerKey}`);
    expect(owner[0].text).toContain('anyone with this link can hide notes');
    // Like every ripple mail, it never quotes a note and carries the unsubscribe link.
    expect(owner[0].text + owner[0].html).not.toContain('Owner link by mail');
    expect(mailLinks(owner[0]).some((l) => l.includes('/unsubscribe/'))).toBe(true);
    await http.post('/api/ripples/subscriptions/confirm', { token });
    expect((await readOutbox(t.db, email)).filter((m) => m.subject.startsWith('Your private link'))).toHaveLength(1);

    // Someone who follows the same ripple by the Subscribe button gets no owner link when confirming.
    const follower = uniqueEmail('follower');
    await subscribe(seed.seedCode, follower);
    await confirmFromMail(follower);
    expect((await readOutbox(t.db, follower)).map((m) => m.subject)).toEqual([
      'Please confirm: follow a Ripple of Kindness',
    ]);
  });

  it('tells an address that already follows so by mail, and answers exactly as for a new one (no way to learn who follows)', async () => {
    const email = uniqueEmail('again');
    const seed = await buildRipple(http, { message: 'Words from the creator', subscribeEmail: email });
    await confirmFromMail(email);
    const res = await subscribe(seed.seedCode, email);
    const fresh = await subscribe(seed.seedCode, uniqueEmail('new'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fresh.json());
    const mail = (await readOutbox(t.db, email)).at(-1)!;
    expect(mail.subject).toBe('You already follow this Ripple of Kindness');
    expect(mail.text).toContain('nothing to do');
    expect(mail.text).toContain(`asked for updates about ${await startedLine(seed.seedCode)}`);
    expect(mail.text + mail.html).not.toContain('Words from the creator');
    expect(mailLinks(mail).some((l) => l.includes('verify='))).toBe(false);
    expect(mailLinks(mail).some((l) => l.includes('/unsubscribe/'))).toBe(true);
    expect((await subscriptionOf(email)).verified).toBe(true);
  });

  it('sends a confirmation again to an address that had unsubscribed', async () => {
    const email = uniqueEmail('back');
    const seed = await buildRipple(http, { message: 'Come back', subscribeEmail: email });
    const row = await subscriptionOf(email);
    expect((await http.get(`/api/ripples/unsubscribe/${row.unsubscribeToken}`)).statusCode).toBe(303);
    expect((await subscriptionOf(email)).unsubscribedAt).toBeInstanceOf(Date);
    const res = await subscribe(seed.seedCode, email);
    expect(res.json()).toEqual({
      message: 'Please check your inbox: we have sent you a mail about following this ripple.',
    });
    const mails = await readOutbox(t.db, email);
    expect(mails.map((m) => m.subject)).toEqual(Array(2).fill('Please confirm: follow a Ripple of Kindness'));
    expect(await subscriptionOf(email)).toMatchObject({ verified: false, unsubscribedAt: null });
  });

  it('refuses an empty or invalid address and an unknown ripple', async () => {
    const seed = await buildRipple(http, { message: 'Validation' });
    const empty = await subscribe(seed.seedCode, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email required');
    const bad = await subscribe(seed.seedCode, 'nope');
    expect(bad.json().message).toBe('Please enter a valid email address');
    const unknown = await subscribe('Zz9Zz9Zz9Z', uniqueEmail());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ripple not found');
  });

  it('refuses a wrong confirmation code and sends an unknown unsubscribe link home', async () => {
    expect((await http.post('/api/ripples/subscriptions/confirm', { token: 'WrongCode1234567' })).statusCode).toBe(404);
    expect((await http.post('/api/ripples/subscriptions/confirm', { token: '' })).statusCode).toBe(400);
    const res = await http.get('/api/ripples/unsubscribe/not-a-real-token');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?unsubscribed=0');
  });

  it('unsubscribes from a mail app’s own button: a form POST from another server, with no Origin (RFC 8058)', async () => {
    const email = uniqueEmail('oneclick');
    const seed = await buildRipple(http, { message: 'Unsubscribe me from my mail app' });
    await subscribe(seed.seedCode, email);
    const [mail] = await readOutbox(t.db, email);
    const link = mailLinks(mail).find((l) => l.includes('/unsubscribe/'))!;
    expect(mail.unsubscribeUrl).toBe(link);
    const url = new URL(link).pathname;
    // The mail provider's server: no Origin, no X-Requested-With, a form body (so not the harness's http).
    const formPost = (
      path: string,
      payload = 'List-Unsubscribe=One-Click',
      contentType = 'application/x-www-form-urlencoded',
    ) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: '66.249.66.1',
      });

    const res = await formPost(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unsubscribed' });
    const row = await subscriptionOf(email);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    // Asking again (mail apps retry) still answers 200 and changes nothing.
    expect((await formPost(url, '', 'multipart/form-data; boundary=x')).statusCode).toBe(200);
    expect((await subscriptionOf(email)).unsubscribedAt).toEqual(row.unsubscribedAt);

    // Bad input: an unknown token, an over-long one, an oversized body.
    expect((await formPost('/api/ripples/unsubscribe/Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Z1')).statusCode).toBe(404);
    expect((await formPost(`/api/ripples/unsubscribe/${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await formPost(url, 'x'.repeat(2048))).statusCode).toBe(413);

    // The exemption is this route's alone: the same kind of request elsewhere is still refused.
    expect((await formPost('/api/ripples', 'message=hello')).statusCode).toBe(403);
    expect((await formPost(`/api/ripples/node/${seed.nodeCode}/thank`, '')).statusCode).toBe(403);
  });
});
