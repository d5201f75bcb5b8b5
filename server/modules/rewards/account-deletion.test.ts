import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { comments, completedChallenges, pointsLedger, stories, userRewards } from '../../db/schema';
import { buildReward } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { pointsOf, storyBy } from '../../test/story-world';
import { credit } from '../points/points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

describe('deleting an account covers the challenges area (decisions 017, 034)', () => {
  it('removes stories, comments and likes, keeps points others earned, and keeps claims, ledger and completions without personal data', async () => {
    const leaver = await storyBy(db(), http, { status: 'approved' });
    const other = await storyBy(db(), http, { status: 'approved' });
    const { me } = leaver;
    // The leaver likes and comments on another story; someone comments on the leaver's story.
    await me.post(`/api/stories/${other.story.id}/like`);
    await me.post(`/api/stories/${other.story.id}/comments`, { content: 'So kind!' });
    await other.me.post(`/api/stories/${leaver.story.id}/comments`, { content: 'Thank you' });
    expect(await pointsOf(db(), other.user.id)).toEqual({ points: 51, ledger: 51 });
    // Two claims: one fulfilled, one pending.
    await credit(db(), leaver.user.id, 200, 'admin_adjustment', { type: 'admin', id: null });
    const [a, b] = [await buildReward(db(), { pointsCost: 10 }), await buildReward(db(), { pointsCost: 20 })];
    const first = (await me.post(`/api/rewards/${a.id}/claim`, { email: 'home@example.test' })).json().claim;
    await me.post(`/api/rewards/${b.id}/claim`, { email: 'home@example.test' });
    const { http: admin } = await http.admin();
    await admin.patch(`/api/admin/claimed-rewards/${first.id}`, { status: 'fulfilled' });
    const actsBefore = (await http.get('/api/stats')).json().totalActs;

    const res = await me.delete('/api/user', { username: leaver.user.username });
    expect(res.statusCode).toBe(200);

    expect((await http.get(`/api/stories/${leaver.story.id}`)).statusCode).toBe(404);
    expect(await db().select().from(stories).where(eq(stories.userId, leaver.user.id))).toEqual([]);
    expect(await db().select().from(comments).where(eq(comments.userId, leaver.user.id))).toEqual([]);
    const liked = (await http.get(`/api/stories/${other.story.id}`)).json();
    expect(liked).toMatchObject({ likes: 0, commentCount: 0 });
    // The point the like gave stays earned.
    expect(await pointsOf(db(), other.user.id)).toEqual({ points: 51, ledger: 51 });

    const claims = await db().select().from(userRewards).where(isNull(userRewards.userId));
    const mine = claims.filter((c) => c.rewardId === a.id || c.rewardId === b.id);
    expect(mine.map((c) => [c.status, c.email]).sort()).toEqual([
      ['cancelled', ''],
      ['fulfilled', ''],
    ]);
    const orphanRows = await db().select().from(pointsLedger).where(isNull(pointsLedger.userId));
    expect(orphanRows.length).toBeGreaterThanOrEqual(4);
    const done = await db()
      .select()
      .from(completedChallenges)
      .where(eq(completedChallenges.challengeId, leaver.challenge.id));
    expect(done).toHaveLength(1);
    expect(done[0].userId).toBeNull();
    expect((await http.get('/api/stats')).json().totalActs).toBe(actsBefore);
    const list = (await admin.get('/api/admin/claimed-rewards', { query: { pageSize: '100' } })).json();
    expect(list.items.find((c: { id: number }) => c.id === first.id)).toMatchObject({ user: null, email: '' });
  });
});
