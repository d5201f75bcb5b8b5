import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../plugins/session';
import { useTestApp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { isMemberPresent } from './events.service';
import { MAX_STREAMS_PER_MEMBER } from './events.routes';
import { listening, openStream, type OpenStream } from '../../test/sse';
import { matchedPair, memberWithProfile, send, type Member } from '../../test/factories';

const { t, http } = useTestApp();
let base = '';
const open: OpenStream[] = [];
beforeAll(async () => {
  base = await listening(t.app);
});
afterAll(() => open.forEach((s) => s.close()));

async function streamOf(m: Member, headers: Record<string, string> = {}) {
  const cookie = `${sessionCookieName(t.config)}=${await m.http.sessionToken()}`;
  const s = await openStream(base, cookie, headers);
  open.push(s);
  return s;
}

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('the live event stream', () => {
  it('is an uncompressed text/event-stream that proxies do not buffer, for members only', async () => {
    const { requester } = await matchedPair(http);
    const s = await streamOf(requester);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toMatch(/no-store/);
    s.close();
    expect((await http.get('/api/connections/events')).statusCode).toBe(401);
  });

  it('refuses an eleventh stream of one member on one instance with 429', async () => {
    const { helper } = await matchedPair(http);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await streamOf(helper));
    const deadline = Date.now() + 5000;
    while (t.app.realtime.streamCount(helper.user.id) < MAX_STREAMS_PER_MEMBER && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const refused = await streamOf(helper);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    streams.forEach((s) => s.close());
  });

  it("brings a message to the other participant's stream at once, with their unread counts", async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const s = await streamOf(requester);
    const stranger = await streamOf(await memberWithProfile(http));
    const sent = (await send(helper, conversationId, 'Hello from the helper')).json();
    const [message, unread] = await s.waitFor(2);
    expect(message).toMatchObject({
      event: 'message',
      data: {
        type: 'message',
        conversationId,
        message: { id: sent.id, content: 'Hello from the helper', senderId: helper.user.id },
      },
    });
    expect(unread).toMatchObject({ event: 'unread', data: { conversationId, unreadCount: 1, unreadTotal: 1 } });
    expect(unread!.id).toBe(message!.id! + 1);
    // Each member's stream carries their own events only.
    expect(stranger.events).toEqual([]);
    // Reading in another tab updates this one.
    await requester.http.post(`/api/connections/conversations/${conversationId}/read`, { messageId: sent.id });
    const [, , read] = await s.waitFor(3);
    expect(read).toMatchObject({ event: 'unread', data: { unreadCount: 0, unreadTotal: 0 } });
  });

  it('replays exactly what was missed after Last-Event-ID: nothing lost, nothing twice', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const first = await streamOf(requester);
    await send(helper, conversationId, 'one');
    const seen = await first.waitFor(2);
    first.close();
    const lastId = seen.at(-1)!.id!;
    await send(helper, conversationId, 'two');
    await send(helper, conversationId, 'three');
    const again = await streamOf(requester, { 'last-event-id': String(lastId) });
    await send(helper, conversationId, 'four');
    const events = await again.waitFor(6);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6].map((n) => lastId + n));
    const contents = events
      .filter((e) => e.event === 'message')
      .map((e) => (e.data as { message: { content: string } }).message.content);
    expect(contents).toEqual(['two', 'three', 'four']);
    // Nothing twice: a later message's two events come right after, numbered next, with nothing in between.
    await send(helper, conversationId, 'five');
    const all = await again.waitFor(8);
    expect(all.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => lastId + n));
    expect(all[6]).toMatchObject({ event: 'message', data: { message: { content: 'five' } } });
  });

  it('knows who is present, and mails an away member at most once an hour per conversation, never quoting', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const before = (await readOutbox(t.db, requester.user.username)).length;
    const s = await streamOf(requester);
    await until(() => isMemberPresent(t.db, requester.user.id));
    await send(helper, conversationId, 'While you are here');
    expect(await readOutbox(t.db, requester.user.username)).toHaveLength(before);
    s.close();
    await until(async () => !(await isMemberPresent(t.db, requester.user.id)));
    await send(helper, conversationId, 'A secret about my day');
    await send(helper, conversationId, 'And another');
    const mails = (await readOutbox(t.db, requester.user.username)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have a new message on Kindness Connections');
    // Nothing a member wrote reaches an inbox, their name included (decision 018).
    expect(`${mails[0]!.text} ${mails[0]!.html}`).not.toContain(helper.user.displayName);
    expect(mails[0]!.text).toContain(`/chat/${conversationId}`);
    expect(mails[0]!.text + mails[0]!.html).not.toContain('secret');

    // Turned off on the profile: no mail.
    await helper.http.put('/api/connections/profile', {
      interests: ['Reading'],
      languages: ['English'],
      helpCategories: ['emotional'],
      bio: 'Glad to listen and help.',
      mailWhenAway: false,
    });
    await send(requester, conversationId, 'Are you there?');
    expect(await readOutbox(t.db, helper.user.username)).toHaveLength(0);
  });

  it('ends the stream at once, saying so, when an admin resets the member’s password (decision 045)', async () => {
    const { helper } = await matchedPair(http);
    const s = await streamOf(helper);
    await until(async () => t.app.realtime.streamCount(helper.user.id) === 1);
    const { http: admin } = await http.admin();
    const reset = await admin.post('/api/admin/reset-user-password', {
      userId: helper.user.id,
      newPassword: 'Meadow-Compass-93',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await s.waitForEnd();
    expect(s.events.at(-1)).toEqual({ id: null, event: 'end', data: { type: 'end', reason: 'signed_out' } });
    expect(t.app.realtime.streamCount(helper.user.id)).toBe(0);
  });
});
