import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client';
import { sessionCookieName } from '../../../plugins/session';
import { buildInstance, testConfig, type TestContext } from '../../../test/build-test-app';
import { createHttp } from '../../../test/harness';
import { readOutbox } from '../../../test/mail';
import { createTestDatabase } from '../../../test/test-db';
import { listening, openStream } from '../test/sse';
import { matchedPair, send } from '../test/world';

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
});
