import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { sessionCookieName } from '../../plugins/session';
import { buildInstance, testConfig, type TestContext } from '../../test/build-test-app';
import { buildSession } from '../../test/factories/sessions';
import { createHttp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { createTestDatabase } from '../../test/test-db';
import { listening, openStream } from '../../test/sse';
import { matchedPair, send } from '../../test/factories';

// Two app instances behind one database (as behind a load balancer): a message sent through one reaches a stream
// held by the other, and presence is known to both. On PostgreSQL (TEST_DATABASE_URL, as the CI runs it) each
// instance LISTENs on its own dedicated connection; on PGlite both share the one in-process database.
describe('two instances on one database', () => {
  let handle: DbHandle;
  const contexts: TestContext[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = testConfig();
    for (let i = 0; i < 2; i++) contexts.push(await buildInstance(handle, config));
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await handle.close();
  });

  it("delivers to the other instance's streams and shares presence", async () => {
    const [one, two] = contexts as [TestContext, TestContext];
    const http1 = createHttp(one);
    const { requester, helper, conversationId } = await matchedPair(http1);
    const helperOnTwo = { ...helper, http: createHttp(two, { user: helper.user }) };
    const base = await listening(one.app);
    const s = await openStream(base, `${sessionCookieName(one.config)}=${await requester.http.sessionToken()}`);
    try {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && one.app.realtime.streamCount() === 0) await new Promise((r) => setTimeout(r, 20));
      const mailsBefore = (await readOutbox(handle.db, requester.user.username)).length;
      const sent = await send(helperOnTwo, conversationId, 'Across instances');
      expect(sent.statusCode).toBe(201);
      const [message] = await s.waitFor(2);
      expect(message).toMatchObject({ event: 'message', data: { message: { content: 'Across instances' } } });
      // Instance two knew the requester was present on instance one: no away mail.
      expect(await readOutbox(handle.db, requester.user.username)).toHaveLength(mailsBefore);
    } finally {
      s.close();
    }
  });

  it("cuts a member's stream on the other instance the moment an admin suspends them there", async () => {
    const [one, two] = contexts as [TestContext, TestContext];
    const { requester } = await matchedPair(createHttp(one));
    const base = await listening(one.app);
    const s = await openStream(base, `${sessionCookieName(one.config)}=${await requester.http.sessionToken()}`);
    try {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && one.app.realtime.streamCount(requester.user.id) === 0)
        await new Promise((r) => setTimeout(r, 20));
      const { http: admin } = await createHttp(two).admin();
      const res = await admin.post(`/api/admin/users/${requester.user.id}/suspend`, { reason: 'Rude messages' });
      expect(res.statusCode, res.body).toBe(200);
      await s.waitForEnd();
      expect(s.events.at(-1)).toMatchObject({ event: 'end', data: { type: 'end', reason: 'suspended' } });
      expect(one.app.realtime.streamCount(requester.user.id)).toBe(0);
    } finally {
      s.close();
    }
  });

  /** Opens a stream on instance one for a session token, and waits until that instance holds it. */
  async function streamOn(one: TestContext, memberId: number, token: string, holding: number) {
    const s = await openStream(await listening(one.app), `${sessionCookieName(one.config)}=${token}`);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && one.app.realtime.streamCount(memberId) < holding)
      await new Promise((r) => setTimeout(r, 20));
    expect(one.app.realtime.streamCount(memberId)).toBe(holding);
    return s;
  }

  it('ends the stream of a session logged out on the other instance at once, and only that one (decision 060)', async () => {
    const [one, two] = contexts as [TestContext, TestContext];
    const { user, http } = await createHttp(two).member();
    const other = await buildSession(handle.db, { user });
    const leaving = await streamOn(one, user.id, (await http.sessionToken())!, 1);
    const staying = await streamOn(one, user.id, other.token, 2);
    try {
      expect((await http.post('/api/logout')).statusCode).toBe(200);
      await leaving.waitForEnd();
      expect(leaving.events.at(-1)).toEqual({ id: null, event: 'end', data: { type: 'end', reason: 'signed_out' } });
      await one.app.realtime.idle();
      // The member's other session still lives: its stream goes on.
      expect(one.app.realtime.streamCount(user.id)).toBe(1);
      expect(staying.events).toEqual([]);
    } finally {
      leaving.close();
      staying.close();
    }
  });

  it('ends the streams of the sessions a password change ends, on the other instance, and keeps its own', async () => {
    const [one, two] = contexts as [TestContext, TestContext];
    const password = 'Quiet-Harbour-47';
    const { user, http } = await createHttp(two).member({ password });
    const elsewhere = await buildSession(handle.db, { user });
    const own = await streamOn(one, user.id, (await http.sessionToken())!, 1);
    const ended = await streamOn(one, user.id, elsewhere.token, 2);
    try {
      const res = await http.post('/api/user/change-password', {
        currentPassword: password,
        newPassword: 'Fresh-Orchard-81',
        confirmNewPassword: 'Fresh-Orchard-81',
      });
      expect(res.statusCode, res.body).toBe(200);
      await ended.waitForEnd();
      expect(ended.events.at(-1)).toEqual({ id: null, event: 'end', data: { type: 'end', reason: 'signed_out' } });
      await one.app.realtime.idle();
      expect(one.app.realtime.streamCount(user.id)).toBe(1);
      expect(own.events).toEqual([]);
    } finally {
      own.close();
      ended.close();
    }
  });
});
