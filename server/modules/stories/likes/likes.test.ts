import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { stories, userLikes } from '../../../db/schema';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { pointsOf, storyBy } from '../../../test/story-world';
import { setSetting } from '../../settings/settings.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

/** `n` approved stories, all by the given author; answers their ids. */
async function approvedStoriesOf(authorId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = await storyBy(db(), http, { status: 'approved' });
    await db().update(stories).set({ userId: authorId }).where(eq(stories.id, s.story.id));
    ids.push(s.story.id);
  }
  return ids;
}

describe('likes', () => {
  it('answer the state to guests (false) and refuse them the like (401)', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    expect((await http.get(`/api/stories/${story.id}/liked`)).json()).toBe(false);
    expect((await http.get(`/api/stories/${story.id}/like`)).json()).toEqual({ liked: false, likes: 0 });
    expect((await http.post(`/api/stories/${story.id}/like`)).statusCode).toBe(401);
  });

  it('answer a bad story id 400 and a missing story 404', async () => {
    const { http: fan } = await http.member();
    expect((await fan.post('/api/stories/abc/like')).statusCode).toBe(400);
    expect((await fan.post('/api/stories/999999/like')).statusCode).toBe(404);
    expect((await http.get('/api/stories/999999/like')).json()).toEqual({ message: storyMessages.notFound });
    expect((await http.get('/api/stories/0')).statusCode).toBe(400);
    expect((await fan.delete('/api/stories/999999/like')).statusCode).toBe(404);
  });

  it('refuse a like on your own story, and on a story that is not public', async () => {
    const { story, me } = await storyBy(db(), http, { status: 'approved' });
    const self = await me.post(`/api/stories/${story.id}/like`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(storyMessages.selfLike);
    const pending = await storyBy(db(), http);
    const { http: other } = await http.member();
    expect((await other.post(`/api/stories/${pending.story.id}/like`)).statusCode).toBe(404);
  });

  it('count once for 100 parallel likes by one member, and credit the author one point', async () => {
    const { story, user } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    const results = await Promise.all(Array.from({ length: 100 }, () => fan.post(`/api/stories/${story.id}/like`)));
    expect(results.every((r) => r.statusCode === 200 && r.json().liked === true)).toBe(true);
    expect((await http.get(`/api/stories/${story.id}`)).json().likes).toBe(1);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 51, ledger: 51 });
    expect((await fan.get(`/api/stories/${story.id}/liked`)).json()).toBe(true);
  });

  it('unlike takes the point back and never takes the count below 0', async () => {
    const { story, user } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    await fan.post(`/api/stories/${story.id}/like`);
    expect((await fan.delete(`/api/stories/${story.id}/like`)).json()).toEqual({ liked: false, likes: 0 });
    expect((await fan.delete(`/api/stories/${story.id}/like`)).json()).toEqual({ liked: false, likes: 0 });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 50, ledger: 50 });
    // A count that drifted to 0 under a like stays at 0.
    await fan.post(`/api/stories/${story.id}/like`);
    await db().update(stories).set({ likes: 0 }).where(eq(stories.id, story.id));
    expect((await fan.delete(`/api/stories/${story.id}/like`)).json().likes).toBe(0);
  });

  it('credit at most 5 points a day from one liker to one author, and 20 from everyone; the likes still count', async () => {
    const author = await buildUser(db());
    const made = await approvedStoriesOf(author.id, 7);
    const { http: fan } = await http.member();
    for (const id of made) expect((await fan.post(`/api/stories/${id}/like`)).json().liked).toBe(true);
    expect((await pointsOf(db(), author.id)).points).toBe(5);
    const likes = await Promise.all(made.map(async (id) => (await http.get(`/api/stories/${id}`)).json().likes));
    expect(likes).toEqual(made.map(() => 1));

    // 30 other members in parallel: the author's daily total stops at 20.
    const fans = await Promise.all(Array.from({ length: 30 }, () => buildUser(db())));
    await Promise.all(fans.map((f) => http.as(f).post(`/api/stories/${made[0]}/like`)));
    expect(await pointsOf(db(), author.id)).toEqual({ points: 20, ledger: 20 });
    expect((await http.get(`/api/stories/${made[0]}`)).json().likes).toBe(31);
    const credited = await db().select().from(userLikes).where(eq(userLikes.authorId, author.id));
    expect(credited.filter((l) => l.credited)).toHaveLength(20);
  });

  it('follow the admin settings for the caps', async () => {
    await setSetting(db(), 'like_points_daily_cap_per_liker', '1');
    try {
      const author = await buildUser(db());
      const ids = await approvedStoriesOf(author.id, 2);
      const { http: fan } = await http.member();
      for (const id of ids) await fan.post(`/api/stories/${id}/like`);
      expect((await pointsOf(db(), author.id)).points).toBe(1);
      // Unliking the uncredited like takes nothing.
      await fan.delete(`/api/stories/${ids[1]}/like`);
      expect(await pointsOf(db(), author.id)).toEqual({ points: 1, ledger: 1 });
    } finally {
      await setSetting(db(), 'like_points_daily_cap_per_liker', '5');
    }
  });

  it('apply a cap an admin saves at once, though likes keep the caps they read for a few seconds', async () => {
    const author = await buildUser(db());
    const ids = await approvedStoriesOf(author.id, 3);
    const { http: fan } = await http.member();
    const { http: admin } = await http.admin();
    // The first like reads the caps (5 per liker) and keeps them.
    await fan.post(`/api/stories/${ids[0]}/like`);
    expect((await pointsOf(db(), author.id)).points).toBe(1);
    try {
      const saved = await admin.post('/api/admin/settings', { key: 'like_points_daily_cap_per_liker', value: '1' });
      expect(saved.statusCode).toBe(200);
      await fan.post(`/api/stories/${ids[1]}/like`);
      await fan.post(`/api/stories/${ids[2]}/like`);
      expect(await pointsOf(db(), author.id)).toEqual({ points: 1, ledger: 1 });
      expect((await http.get(`/api/stories/${ids[2]}`)).json().likes).toBe(1);
    } finally {
      await admin.post('/api/admin/settings', { key: 'like_points_daily_cap_per_liker', value: '5' });
    }
  });

  it('order Most Liked by likes, paged by cursor', async () => {
    const a = await storyBy(db(), http, { status: 'approved' });
    const b = await storyBy(db(), http, { status: 'approved' });
    await db().update(stories).set({ likes: 900 }).where(eq(stories.id, a.story.id));
    await db().update(stories).set({ likes: 800 }).where(eq(stories.id, b.story.id));
    const first = (await http.get('/api/stories', { query: { sortBy: 'mostLiked', limit: '1' } })).json();
    expect(first.items[0].id).toBe(a.story.id);
    const second = (
      await http.get('/api/stories', { query: { sortBy: 'mostLiked', limit: '1', cursor: first.nextCursor } })
    ).json();
    expect(second.items[0].id).toBe(b.story.id);
  });
});
