import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { connectionProfiles } from '../../../db/schema';
import { buildUser, ADULT_DOB, memberWithProfile, profileBody, TEEN_DOB, type Member } from '../../../test/factories';
import { useTestApp, type TestHttp } from '../../../test/harness';

// The member-page rule (decision 055): GET /api/connections/user-profile/{id} answers 200 to the member themselves,
// or to a member whose own help profile is in the same age pool with no block between them; every other case gets
// one not-found answer, byte for byte, after the very same database statements.

const { t, http } = useTestApp({}, { clock: () => new Date('2025-06-10T12:00:00Z') });
const db = () => t.db as Db;
const page = (id: number | string) => `/api/connections/user-profile/${id}`;

/** Records the SQL text of every statement the app sends to the database until stopped (both drivers). */
function recordStatements() {
  type Query = (...args: unknown[]) => unknown;
  const client = (db() as unknown as { session: { client: { query: Query } } }).session.client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, q: unknown, ...rest: unknown[]) {
    seen.push(typeof q === 'string' ? q : (q as { text: string }).text);
    return original.call(this, q, ...rest);
  } as Query;
  return {
    seen,
    stop: () => {
      client.query = original;
    },
  };
}

/** A request's answer and the statements it ran (the client's session is made by an earlier request). */
async function measured(client: TestHttp, url: string) {
  await client.get('/api/user');
  const rec = recordStatements();
  try {
    const res = await client.get(url);
    return { res, statements: rec.seen };
  } finally {
    rec.stop();
  }
}

/** What a client can tell apart: the status, the body and every header but the date. */
const visible = (res: LightMyRequestResponse) => {
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date'));
  return { status: res.statusCode, headers, body: res.body };
};

describe('member pages (GET /api/connections/user-profile/{id})', () => {
  it('open to oneself and within one pool; every other case is the same not-found after the same statements', async () => {
    const adult = await memberWithProfile(http);
    const sameAdult = await memberWithProfile(http);
    const teen = await memberWithProfile(http, { dob: TEEN_DOB });
    const noProfile = await http.member();
    const unconfirmed = await http.member({ emailVerified: false });
    // Not a state the API makes (a profile needs a confirmed address), but the rule holds for it too.
    const unconfirmedWithProfile = await buildUser(db(), { emailVerified: false });
    await db()
      .insert(connectionProfiles)
      .values({ userId: unconfirmedWithProfile.id, bio: 'Here to help.', dateOfBirth: ADULT_DOB });
    const blocker = await memberWithProfile(http);
    const blocked = await memberWithProfile(http);
    const paused = await memberWithProfile(http);
    const admin = await http.admin();
    expect((await blocker.http.post('/api/connections/blocks', { userId: adult.user.id })).statusCode).toBe(201);
    expect((await adult.http.post('/api/connections/blocks', { userId: blocked.user.id })).statusCode).toBe(201);
    const pause = await admin.http.post(`/api/admin/connections/block/${paused.user.id}`, { reason: 'Unkind' });
    expect(pause.statusCode, pause.body).toBe(200);

    // Open: oneself (with or without a help profile), and the same pool.
    const self = await adult.http.get(page(adult.user.id));
    expect(self.statusCode).toBe(200);
    expect(self.json().profile).toMatchObject({ bio: profileBody().bio });
    const selfWithout = await noProfile.http.get(page(noProfile.user.id));
    expect(selfWithout.statusCode).toBe(200);
    expect(selfWithout.json()).toMatchObject({ user: { id: noProfile.user.id }, profile: null });
    expect((await unconfirmed.http.get(page(unconfirmed.user.id))).statusCode).toBe(200);
    const same = await sameAdult.http.get(page(adult.user.id));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ user: { id: adult.user.id }, profile: { canHelp: true } });
    expect(same.body).not.toContain(ADULT_DOB);
    expect((await teen.http.get(page(teen.user.id))).statusCode).toBe(200);

    // The reference refusal: the other age pool.
    const reference = await measured(adult.http, page(teen.user.id));
    expect(reference.res.statusCode).toBe(404);
    // The recorder sees the app's statements: the session read, then the one statement that decides.
    expect(reference.statements.filter((s) => s.includes('connection_profiles'))).toHaveLength(1);

    const refused: [string, Member | { http: TestHttp }, number][] = [
      ['a teen opening an adult', teen, adult.user.id],
      ['a viewer without a help profile', noProfile, adult.user.id],
      ['a viewer without a help profile opening a teen', noProfile, teen.user.id],
      ['a target without a help profile', adult, noProfile.user.id],
      ['an unconfirmed viewer', unconfirmed, adult.user.id],
      ['an unconfirmed viewer with a profile', { http: http.as(unconfirmedWithProfile) }, adult.user.id],
      ['an unconfirmed target with a profile', adult, unconfirmedWithProfile.id],
      ['the one blocked, opening the blocker', adult, blocker.user.id],
      ['the blocker, opening the one blocked', blocker, adult.user.id],
      ['the one blocked by the viewer', adult, blocked.user.id],
      ['the one blocked, opening the viewer who blocked', blocked, adult.user.id],
      ['a viewer paused by an admin', paused, adult.user.id],
      ['a target paused by an admin', adult, paused.user.id],
      ['an admin without a help profile', admin, adult.user.id],
      ['no such member', adult, 99_999_999],
    ];
    for (const [why, viewer, targetId] of refused) {
      const { res, statements } = await measured(viewer.http, page(targetId));
      expect(visible(res), why).toEqual(visible(reference.res));
      expect(statements.length, why).toBe(reference.statements.length);
      expect(statements, why).toEqual(reference.statements);
    }
  });

  it('refuses bad ids (400) and guests (401)', async () => {
    const adult = await memberWithProfile(http);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await adult.http.get(page(bad))).statusCode, bad).toBe(400);
    expect((await http.get(page(adult.user.id))).statusCode).toBe(401);
  });

  it('leaves GET /api/users/{id} (name and avatar) as it was: it tells no pool', async () => {
    const adult = await memberWithProfile(http);
    const teen = await memberWithProfile(http, { dob: TEEN_DOB });
    const card = await adult.http.get(`/api/users/${teen.user.id}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).not.toMatch(/13-17|ageBand|dateOfBirth/);
  });
});
