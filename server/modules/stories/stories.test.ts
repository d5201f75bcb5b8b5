import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { challengeMessages } from '../../../common/schemas/challenges';
import { storyMessages } from '../../../common/schemas/stories';
import type { Db } from '../../db/client';
import { buildChallenge, buildUser } from '../../test/factories';
import { formData, testImage } from '../../test/form-data';
import { useTestApp } from '../../test/harness';
import { uploadsRoot } from '../uploads/uploads.storage';
import { memberWithCompletion, pointsOf, postStory, storyBy } from '../../test/story-world';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const storyFiles = () => {
  try {
    return readdirSync(path.join(uploadsRoot(t.config), 'stories'));
  } catch {
    return [];
  }
};

describe('POST /api/stories', () => {
  it('creates a pending story with a re-encoded picture; the session decides the author, not the body', async () => {
    const { challenge, user, me } = await memberWithCompletion(db(), http);
    const other = await buildUser(db());
    const res = await postStory(
      me,
      {
        challengeId: challenge.id,
        content: '  <b>Hi</b> I carried groceries.  ',
        userId: other.id,
        image: '/etc/passwd',
      },
      { filename: 'p.jpg', contentType: 'image/jpeg', data: await testImage('jpeg') },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(storyMessages.created);
    expect(body.story).toMatchObject({
      status: 'pending',
      likes: 0,
      commentCount: 0,
      content: '<b>Hi</b> I carried groceries.',
      author: { id: user.id },
      challenge: { id: challenge.id, title: challenge.title },
      rejectionReason: null,
    });
    expect(body.story.image).toMatch(/^\/uploads\/stories\/[a-f0-9]{32}\.webp$/);
    const pic = await http.get(body.story.image);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect(pic.rawPayload.includes(Buffer.from('secret place'))).toBe(false);
    // Pending: not public, but its author sees it.
    expect((await http.get(`/api/stories/${body.story.id}`)).statusCode).toBe(404);
    expect((await me.get(`/api/stories/${body.story.id}`)).statusCode).toBe(200);
  });

  it('needs the story text and a completed challenge, with the spec’s messages', async () => {
    const { challenge, me } = await memberWithCompletion(db(), http);
    const empty = await postStory(me, { challengeId: challenge.id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(storyMessages.required);
    const long = await postStory(me, { challengeId: challenge.id, content: 'x'.repeat(501) });
    expect(long.json().message).toBe(storyMessages.tooLong);
    const other = await buildChallenge(db());
    const notDone = await postStory(me, { challengeId: other.id, content: 'I did it' });
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json().message).toBe(challengeMessages.needsCompletion);
    expect((await postStory(me, { challengeId: 999999, content: 'I did it' })).statusCode).toBe(404);
    expect((await me.post('/api/stories', { challengeId: challenge.id, content: 'json' })).statusCode).toBe(400);
  });

  it('refuses a wrong-type or oversized picture and stores nothing', async () => {
    const { challenge, me } = await memberWithCompletion(db(), http);
    const before = storyFiles().length;
    const html = await postStory(
      me,
      { challengeId: challenge.id, content: 'With a picture' },
      { filename: 'a.png', contentType: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(storyMessages.invalidFileType);
    const big = await postStory(
      me,
      { challengeId: challenge.id, content: 'With a big picture' },
      {
        filename: 'b.png',
        contentType: 'image/png',
        data: Buffer.concat([await testImage(), Buffer.alloc(10 * 1024 * 1024)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(storyMessages.fileTooLarge);
    expect(storyFiles().length).toBe(before);
    expect((await me.get('/api/user/stories')).json().items).toEqual([]);
  });

  it('is refused to guests (401) and to members who did not confirm their address (403)', async () => {
    const c = await buildChallenge(db());
    expect((await postStory(http, { challengeId: c.id, content: 'Hi' })).statusCode).toBe(401);
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect((await postStory(unconfirmed, { challengeId: c.id, content: 'Hi' })).statusCode).toBe(403);
  });
});

describe('POST /api/challenges/complete-with-story', () => {
  const send = (
    client: Parameters<typeof postStory>[0],
    fields: Record<string, string>,
    file?: Parameters<typeof formData>[1],
  ) => client.inject({ method: 'POST', url: '/api/challenges/complete-with-story', ...formData(fields, file) });

  it('completes and shares in one go: base points now, the bonus only on approval', async () => {
    const c = await buildChallenge(db(), { basePoints: 30 });
    const { user, http: me } = await http.member();
    const res = await send(
      me,
      {
        challengeId: String(c.id),
        completionDate: new Date().toISOString().slice(0, 10),
        story: 'We baked for the shelter.',
      },
      { filename: 'p.gif', contentType: 'image/gif', data: await testImage('gif') },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Challenge Completed! 🎉',
      pointsEarned: 30,
      story: { status: 'pending' },
    });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 30, ledger: 30 });
    const done = (await me.get('/api/user/completedChallenges')).json();
    expect(done[0]).toMatchObject({ hasStory: true, challenge: { id: c.id } });
  });

  it('changes nothing when any part fails: no completion, no story, no picture', async () => {
    const ended = await buildChallenge(db(), {
      startDate: new Date(Date.now() - 9e8),
      endDate: new Date(Date.now() - 1000),
    });
    const { user, http: me } = await http.member();
    const before = storyFiles().length;
    const res = await send(
      me,
      { challengeId: String(ended.id), story: 'Too late' },
      { filename: 'p.png', contentType: 'image/png', data: await testImage() },
    );
    expect(res.statusCode).toBe(409);
    expect(storyFiles().length).toBe(before);
    expect((await me.get('/api/user/stories')).json().items).toEqual([]);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 0, ledger: 0 });
    const noText = await send(me, { challengeId: String(ended.id), story: '' });
    expect(noText.json().message).toBe(storyMessages.required);
  });
});

describe('GET /api/stories', () => {
  it('shows guests approved stories only, paged by cursor, newest or most liked first', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await storyBy(db(), http, { status: 'approved', content: `Story ${i}` })).story.id);
    await storyBy(db(), http, { status: 'pending' });
    await storyBy(db(), http, { status: 'rejected' });
    const first = (await http.get('/api/stories', { query: { status: 'approved', limit: '2' } })).json();
    expect(first.items).toHaveLength(2);
    expect(first.items.every((s: { status: string }) => s.status === 'approved')).toBe(true);
    expect(first.items[0].rejectionReason).toBeUndefined();
    let cursor = first.nextCursor;
    const seen = first.items.map((s: { id: number }) => s.id);
    while (cursor) {
      const page = (await http.get('/api/stories', { query: { limit: '2', cursor } })).json();
      seen.push(...page.items.map((s: { id: number }) => s.id));
      cursor = page.nextCursor;
    }
    expect(seen.filter((id: number) => made.includes(id))).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    // Asking for pending as a guest still answers approved stories only.
    const sneaky = (await http.get('/api/stories', { query: { status: 'pending', limit: '50' } })).json();
    expect(sneaky.items.every((s: { status: string }) => s.status === 'approved')).toBe(true);
  });

  it('shows an admin every status, or the one asked for, with reasons', async () => {
    const { story } = await storyBy(db(), http, { status: 'pending' });
    const { http: admin } = await http.admin();
    const pending = (await admin.get('/api/stories', { query: { status: 'pending', limit: '50' } })).json();
    expect(pending.items.some((s: { id: number }) => s.id === story.id)).toBe(true);
    expect(pending.items[0]).toHaveProperty('rejectionReason');
  });

  it('refuses a bad sort, limit or cursor', async () => {
    expect((await http.get('/api/stories', { query: { sortBy: 'oldest' } })).statusCode).toBe(400);
    expect((await http.get('/api/stories', { query: { limit: '51' } })).statusCode).toBe(400);
    expect((await http.get('/api/stories', { query: { cursor: 'l.1.2' } })).statusCode).toBe(400);
  });
});
