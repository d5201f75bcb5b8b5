import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { useTestApp, type TestHttp } from '../../../test/harness';
import { storyBy } from '../../../test/story-world';

// How blocks reach story comments (decision 055): a member's block stops comments both ways and hides each one's
// comments from the other; an admin block from Connections stops the member commenting anywhere.

const { t, http } = useTestApp();
const db = () => t.db as Db;

const comment = (client: TestHttp, storyId: number, content: string) =>
  client.post(`/api/stories/${storyId}/comments`, { content });
const contents = async (client: TestHttp, storyId: number) =>
  ((await client.get(`/api/stories/${storyId}/comments`)).json().items as { content: string }[]).map((c) => c.content);

describe('blocks under stories', () => {
  it('work both ways: no comments under the other’s stories, and each stops seeing the other’s comments', async () => {
    // The blocker has no help profile: blocking from a story card needs none.
    const mine = await storyBy(db(), http, { status: 'approved' });
    const theirs = await storyBy(db(), http, { status: 'approved' });
    const third = await storyBy(db(), http, { status: 'approved' });
    const blocker = mine.me;
    const other = theirs.me;
    const { http: bystander } = await http.member();
    for (const [client, text] of [
      [blocker, 'Blocker on own story'],
      [other, 'Other on blocker story'],
      [bystander, 'Bystander on blocker story'],
    ] as const)
      expect((await comment(client, mine.story.id, text)).statusCode).toBe(201);
    expect((await comment(blocker, third.story.id, 'Blocker on third')).statusCode).toBe(201);
    expect((await comment(other, third.story.id, 'Other on third')).statusCode).toBe(201);

    const block = await blocker.post('/api/connections/blocks', { userId: theirs.user.id });
    expect(block.statusCode, block.body).toBe(201);

    // Neither comments under the other's stories; both hear the same sentence, which says nothing of who blocked.
    const fromOther = await comment(other, mine.story.id, 'Still here?');
    const fromBlocker = await comment(blocker, theirs.story.id, 'Hello');
    expect(fromOther.statusCode).toBe(403);
    expect(fromOther.json()).toEqual({ message: storyMessages.commentClosed });
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.body).toBe(fromOther.body);
    // Elsewhere both still comment.
    expect((await comment(other, third.story.id, 'Other again')).statusCode).toBe(201);
    expect((await comment(other, theirs.story.id, 'Other on own story')).statusCode).toBe(201);

    // Each stops seeing the other's comments; a bystander and a guest see them all.
    expect(await contents(blocker, mine.story.id)).toEqual(['Blocker on own story', 'Bystander on blocker story']);
    expect(await contents(other, mine.story.id)).toEqual(['Other on blocker story', 'Bystander on blocker story']);
    expect(await contents(blocker, third.story.id)).toEqual(['Blocker on third']);
    expect(await contents(other, third.story.id)).toEqual(['Other on third', 'Other again']);
    const all = ['Blocker on third', 'Other on third', 'Other again'];
    expect(await contents(bystander, third.story.id)).toEqual(all);
    expect(await contents(http, third.story.id)).toEqual(all);
    expect(await contents(http, mine.story.id)).toHaveLength(3);

    // Paging skips the hidden ones rather than answering short pages.
    const firstPage = (await blocker.get(`/api/stories/${third.story.id}/comments`, { query: { limit: '1' } })).json();
    expect(firstPage).toMatchObject({ items: [{ content: 'Blocker on third' }], nextCursor: null });

    // Undoing the block brings everything back.
    expect((await blocker.delete(`/api/connections/blocks/${theirs.user.id}`)).statusCode).toBe(200);
    expect((await comment(other, mine.story.id, 'Back again')).statusCode).toBe(201);
    expect(await contents(blocker, third.story.id)).toEqual(all);
  });

  it('an admin block from Connections stops the member commenting on any story until it is lifted', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const own = await storyBy(db(), http, { status: 'approved' });
    const { http: admin } = await http.admin();
    expect((await comment(own.me, story.id, 'Before')).statusCode).toBe(201);
    expect((await admin.post(`/api/admin/connections/block/${own.user.id}`, { reason: 'Unkind' })).statusCode).toBe(
      200,
    );
    for (const storyId of [story.id, own.story.id]) {
      const res = await comment(own.me, storyId, 'After');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: storyMessages.commentPaused });
    }
    // What they wrote before stays for everyone.
    expect(await contents(http, story.id)).toEqual(['Before']);
    expect((await admin.delete(`/api/admin/connections/block/${own.user.id}`)).statusCode).toBe(200);
    expect((await comment(own.me, story.id, 'After')).statusCode).toBe(201);
  });

  it('blocks from a card work for any member, never against oneself or the team, and undo only one’s own', async () => {
    const { user: target } = await http.member();
    const { user: me, http: member } = await http.member();
    const { user: adminUser } = await http.admin();
    const unconfirmed = await http.member({ emailVerified: false });

    const team = await member.post('/api/connections/blocks', { userId: adminUser.id });
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe(CONNECTIONS_TEXT.teamNotBlockable);
    expect((await member.post('/api/connections/blocks', { userId: me.id })).statusCode).toBe(400);
    expect((await member.post('/api/connections/blocks', { userId: 99_999_999 })).statusCode).toBe(404);
    for (const bad of [{}, { userId: 'x' }, { userId: -1 }, { userId: target.id, reason: 'x'.repeat(10_000) }])
      expect((await member.post('/api/connections/blocks', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await http.post('/api/connections/blocks', { userId: target.id })).statusCode).toBe(401);

    // A member without a help profile, even one whose address waits for confirmation, blocks and sees the block.
    for (const client of [member, unconfirmed.http]) {
      expect((await client.post('/api/connections/blocks', { userId: target.id })).statusCode).toBe(201);
      const list = (await client.get('/api/connections/blocks')).json();
      expect(list.items.map((b: { id: number }) => b.id)).toEqual([target.id]);
    }
    // Undoing is one's own: someone else's block is not there to undo.
    const { http: stranger } = await http.member();
    expect((await stranger.delete(`/api/connections/blocks/${target.id}`)).statusCode).toBe(404);
    expect((await member.get('/api/connections/blocks')).json().items).toHaveLength(1);
  });
});
