import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailConfirmationMessages } from '../../../../common/schemas/account';
import { FORGOT_PASSWORD_SENT } from '../../../../common/schemas/passwords';
import { buildApp } from '../../../app';
import { emailConfirmations, passwordResets } from '../../../db/schema';
import { VERIFY_FIRST_MESSAGE } from '../../../plugins/access';
import { fixtureClientDir, testConfig, type TestContext } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { createHttp, uniqueEmail, useTestApp, type TestHttp } from '../../../test/harness';
import { clearOutbox, lastMailTo, mailLinks, readOutbox } from '../../../test/mail';
import { createTestDatabase } from '../../../test/test-db';
import { findAccountByEmail, findAccountById } from '../../users/users.service';
import { LIMITS } from '../auth.limits';
import { CONFIRMATION_SUBJECT, CONFIRMATION_TTL_MS } from './email-confirmation.service';
import { hashToken } from '../../../lib/tokens';

const { t, http } = useTestApp();
beforeEach(() => clearOutbox(t.db));

const PASSWORD = 'Patient-Willow-63';
/**
 * The kind of display name a stranger would like us to mail to someone else's address (a name with contact details
 * in it is refused outright, decision 054).
 */
const BAIT = 'Your account is locked, sign in again now';
const msg = emailConfirmationMessages;

const confirm = (token: unknown, client: TestHttp = http) => client.post('/api/auth/confirm-email', { token });
const resend = (client: TestHttp, body?: unknown) => client.post('/api/auth/resend-confirmation', body);

/** Sends a registration as a browser does, and answers the response whatever it is. */
const postRegistration = (username: string, displayName = 'Kind Newcomer') =>
  http.post('/api/register', { username, password: PASSWORD, displayName, avatar: '/avatars/2.png' });

/** Registers through the API as a browser does; answers the new member's id, address and signed-in client. */
async function register(displayName = 'Kind Newcomer', username = uniqueEmail('joiner')) {
  const res = await postRegistration(username, displayName);
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, username, client: http.withSession(http.sessionFrom(res)!) };
}

/** The token of the newest confirmation link mailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const mail = (await lastMailTo(t.db, to))!;
  expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
  const link = mailLinks(mail).find((l) => l.startsWith(`${t.config.publicUrl}/confirm-email?token=`))!;
  expect(link).toBeTruthy();
  return new URL(link).searchParams.get('token')!;
}

const verified = async (id: number) => (await findAccountById(t.db, id))!.emailVerified;

describe('registration', () => {
  it('sends exactly one mail, the confirmation link, with nothing the visitor wrote (no display name)', async () => {
    const { id, username, client } = await register(BAIT);
    const mails = await readOutbox(t.db);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[username, CONFIRMATION_SUBJECT]]);
    const [mail] = mails;
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('locked');
      expect(part).not.toContain('sign in again');
    }
    // The link is `{PUBLIC_URL}/confirm-email?token=…`, stored only as a hash, valid 48 hours.
    const token = await linkTokenFor(username);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, id));
    expect(rows.map((r) => r.token)).toEqual([hashToken(token)]);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(CONFIRMATION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CONFIRMATION_TTL_MS + 1000);
    // The new member is signed in, unconfirmed.
    expect((await client.get('/api/user')).json()).toMatchObject({ id, emailVerified: false });
  });
});

describe('POST /api/auth/confirm-email', () => {
  it('confirms the address once, answers the updated member to their own session, then says the link is used', async () => {
    const { id, username, client } = await register();
    const token = await linkTokenFor(username);
    const res = await confirm(token, client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      message: msg.confirmed,
      user: expect.objectContaining({ id, username, emailVerified: true }),
    });
    expect((await client.get('/api/user')).json().emailVerified).toBe(true);
    const again = await confirm(token, client);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: msg.used });
  });

  it('works in another browser without a session (the link opened on a phone), answering no member', async () => {
    const { id, username } = await register();
    const res = await confirm(await linkTokenFor(username));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.confirmed });
    expect(await verified(id)).toBe(true);
  });

  it("in someone else's browser it confirms the link's account only, and tells the signed-in member nothing about it", async () => {
    const owner = await register();
    const { user: bystander, http: bystanderClient } = await http.member({ emailVerified: false });
    const res = await confirm(await linkTokenFor(owner.username), bystanderClient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.confirmed });
    expect(await verified(owner.id)).toBe(true);
    expect(await verified(bystander.id)).toBe(false);
    expect((await bystanderClient.get('/api/user')).json().emailVerified).toBe(false);
  });

  it('refuses an expired link with its own message, and confirms nothing', async () => {
    const { id, username } = await register();
    const token = await linkTokenFor(username);
    await t.db
      .update(emailConfirmations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailConfirmations.userId, id));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: msg.expired });
    expect(await verified(id)).toBe(false);
  });

  it('refuses unknown and malformed tokens, and bad input, with 400 and a clear message', async () => {
    const cases: Array<[unknown, string]> = [
      ['A'.repeat(43), msg.unknown],
      ['../../etc/passwd', msg.unknown],
      ['x'.repeat(201), msg.unknown],
      ['', msg.tokenRequired],
      [undefined, msg.tokenRequired],
      [12345, msg.tokenRequired],
    ];
    for (const [token, message] of cases) {
      const res = await confirm(token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.json().message, String(token)).toBe(message);
    }
  });

  it('the same link sent three times in parallel confirms exactly once', async () => {
    const { username } = await register();
    const token = await linkTokenFor(username);
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('confirming spends every other open link of the account', async () => {
    const { username, client } = await register();
    const first = await linkTokenFor(username);
    expect((await resend(client)).statusCode).toBe(200);
    const second = await linkTokenFor(username);
    expect(second).not.toBe(first);
    // An older link still works until then: each one proves the same thing.
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(second)).json()).toEqual({ message: msg.used });
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it("mails a new link to the member's own address, whatever the body names", async () => {
    const { user, http: client } = await http.member({ emailVerified: false });
    const victim = uniqueEmail('victim');
    const other = await buildUser(t.db, { emailVerified: false });
    const res = await resend(client, { email: victim, username: other.username, userId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.sent });
    expect((await readOutbox(t.db)).map((m) => m.to)).toEqual([user.username]);
    const token = await linkTokenFor(user.username);
    expect((await confirm(token, client)).json().user).toMatchObject({ id: user.id, emailVerified: true });
    expect(await verified(other.id)).toBe(false);
  });

  it('says so to a member who is confirmed already (answering the member), and sends nothing', async () => {
    const { user, http: client } = await http.member();
    const res = await resend(client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: msg.alreadyConfirmed,
      user: expect.objectContaining({ id: user.id, emailVerified: true }),
    });
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('answers 401 to a guest and sends nothing', async () => {
    const res = await resend(http, { email: uniqueEmail('someone') });
    expect(res.statusCode).toBe(401);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it(`is limited to ${LIMITS.resendConfirmationMember.max} an hour per member, and per inbox across accounts`, async () => {
    const expect429 = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^We have already sent you several links\. .*wait \d+ minutes/);
    };
    const inbox = uniqueEmail('shared').replace('@', '+one@');
    const { http: first } = await http.member({ emailVerified: false, username: inbox });
    for (let i = 0; i < LIMITS.resendConfirmationMember.max; i++) expect((await resend(first)).statusCode).toBe(200);
    expect429(await resend(first));
    // Another account on the same inbox (a "+tag" spelling) shares the inbox's count.
    const { http: second } = await http.member({ emailVerified: false, username: inbox.replace('+one@', '+two@') });
    expect429(await resend(second));
    expect(await readOutbox(t.db)).toHaveLength(LIMITS.resendConfirmationMailbox.max);
    // Someone else is not affected.
    const { http: third } = await http.member({ emailVerified: false });
    expect((await resend(third)).statusCode).toBe(200);
  });
});

describe('confirmation mails per inbox per day', () => {
  it(`sends one inbox at most ${LIMITS.confirmationMailbox.max} a day, registrations on any spelling and Resend together; only mails that went count`, async () => {
    const max = LIMITS.confirmationMailbox.max;
    const inbox = uniqueEmail('target');
    const spelling = (tag: string) => inbox.replace('@', `+${tag}@`);
    const mailsToInbox = async () =>
      (await readOutbox(t.db)).filter((m) => m.to.replace(/\+[^@]*@/, '@') === inbox).length;

    const first = await register('Kind Newcomer', spelling('a'));
    // A registration that mails nothing (the address has an account) costs the inbox nothing.
    const again = await postRegistration(spelling('a'));
    expect(again.statusCode).toBe(409);
    expect((await resend(first.client)).statusCode).toBe(200);
    expect((await resend(first.client)).statusCode).toBe(200);
    await register('Kind Newcomer', spelling('b'));
    await register('Kind Newcomer', spelling('c'));
    expect(await mailsToInbox()).toBe(max);

    // Over the day's count: another spelling and Resend (still within its own hourly limits) get 429, and nothing more goes.
    const refused = await postRegistration(spelling('d'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(refused.json().message).toMatch(
      /^We have sent this address several confirmation links today\. .*wait \d+ hours/,
    );
    expect(await findAccountByEmail(t.db, spelling('d'))).toBeUndefined();
    const resent = await resend(first.client);
    expect(resent.statusCode).toBe(429);
    expect(resent.json().message).toMatch(/^We have sent this address several confirmation links today/);
    expect(await mailsToInbox()).toBe(max);

    // Another inbox is not affected.
    await register('Kind Newcomer', uniqueEmail('someone'));
  });
});

describe('no mail to an unconfirmed address', () => {
  it('forgot-password answers as for any address and mails nothing, stores no link', async () => {
    const { user } = await http.member({ emailVerified: false, password: PASSWORD });
    const res = await http.post('/api/auth/forgot-password', { email: user.username });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await readOutbox(t.db)).toEqual([]);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
    // Once confirmed, the same request mails a reset link, with no display name in it.
    const { user: confirmed } = await http.member({ displayName: BAIT, password: PASSWORD });
    await http.post('/api/auth/forgot-password', { email: confirmed.username });
    const mail = (await lastMailTo(t.db, confirmed.username))!;
    expect(mail.subject).toBe('Reset your KindRipple password');
    expect(mail.text).not.toContain('locked');
  });

  it('a password change of an unconfirmed member mails no notice (the change itself works)', async () => {
    const { user, http: client } = await http.member({ emailVerified: false, password: PASSWORD });
    const res = await client.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-Harbour-28',
      confirmNewPassword: 'Another-Harbour-28',
    });
    expect(res.statusCode).toBe(200);
    expect(await readOutbox(t.db)).toEqual([]);
    // A confirmed member gets the notice, without their display name.
    const { user: confirmed, http: confirmedClient } = await http.member({ displayName: BAIT, password: PASSWORD });
    await confirmedClient.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-Harbour-28',
      confirmNewPassword: 'Another-Harbour-28',
    });
    const mail = (await lastMailTo(t.db, confirmed.username))!;
    expect(mail.subject).toBe('Your KindRipple password was changed');
    expect(mail.html).not.toContain('locked');
    expect(await lastMailTo(t.db, user.username)).toBeUndefined();
  });
});

describe('no admin mail to an unconfirmed address', () => {
  it("an admin's password reset, a report's outcome and a suspension mail an unconfirmed member nothing; each still happens", async () => {
    const { http: admin } = await http.admin();
    const { user: newcomer } = await http.member({ emailVerified: false, displayName: BAIT, password: PASSWORD });
    const { user: reporter, http: reporterHttp } = await http.member();

    const reset = await admin.post('/api/admin/reset-user-password', {
      userId: newcomer.id,
      newPassword: 'Meadow-Compass-93',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const report = await reporterHttp.post('/api/connections/reports', {
      reportedUserId: newcomer.id,
      reason: 'Harassment or bullying',
    });
    expect(report.statusCode, report.body).toBe(201);
    const resolved = await admin.post(`/api/admin/reports/connection/${report.json().id}/resolve`, {
      outcome: 'warning_sent',
      note: 'Please keep it kind.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const suspended = await admin.post(`/api/admin/users/${newcomer.id}/suspend`, { reason: 'Rude messages' });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const recipients = (await readOutbox(t.db)).map((m) => m.to);
    expect(recipients).not.toContain(newcomer.username);
    // The confirmed reporter is told of the outcome as always.
    expect(recipients).toContain(reporter.username);
  });
});

describe('an unconfirmed member', () => {
  it('logs in and is told by GET /api/user that the address is unconfirmed', async () => {
    const { user } = await http.member({ emailVerified: false, password: PASSWORD });
    const res = await http.post('/api/login', { username: user.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, emailVerified: false });
    expect((await http.withSession(http.sessionFrom(res)!).get('/api/user')).json().emailVerified).toBe(false);
  });
});

describe('the verified access level in the real app', () => {
  // The product has no `verified` route yet: this app gets one, registered as every module registers its routes.
  const own = {} as TestContext;
  beforeAll(async () => {
    const handle = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp({ config, dbHandle: handle, logger: false, clientDir: fixtureClientDir });
    app.post('/api/test/verified-only', { config: { access: 'verified' } }, async () => ({ served: true }));
    await app.ready();
    Object.assign(own, { app, handle, db: handle.db, config, close: () => app.close().then(() => handle.close()) });
  });
  afterAll(() => own.close?.());

  it('answers an unconfirmed member 403 with the confirm message, a confirmed one the route, a guest 401', async () => {
    const client = createHttp(own);
    const call = (c: TestHttp) => c.post('/api/test/verified-only', {});
    const unconfirmed = await buildUser(own.db, { emailVerified: false });
    const refused = await call(client.as(unconfirmed));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: VERIFY_FIRST_MESSAGE });
    expect((await call(client.as(await buildUser(own.db)))).json()).toEqual({ served: true });
    expect((await call(client)).statusCode).toBe(401);
  });

  it('lets a member in as soon as the link is confirmed, in the same session', async () => {
    const client = createHttp(own);
    const username = uniqueEmail('fresh');
    const res = await client.post('/api/register', {
      username,
      password: PASSWORD,
      displayName: 'Fresh Member',
      avatar: '/avatars/1.png',
    });
    const session = client.withSession(client.sessionFrom(res)!);
    expect((await session.post('/api/test/verified-only', {})).statusCode).toBe(403);
    const mail = (await lastMailTo(own.db, username))!;
    const token = new URL(mailLinks(mail).find((l) => l.includes('/confirm-email?token='))!).searchParams.get('token');
    expect((await session.post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    expect((await session.post('/api/test/verified-only', {})).json()).toEqual({ served: true });
    expect((await findAccountByEmail(own.db, username))!.emailVerified).toBe(true);
  });
});
