import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { buildChallenge, buildReward, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { storyBy } from '../../test/story-world';
import { ledgerTotal } from './points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

describe('the ledger after a burst of parallel actions', () => {
  it('equals every member’s balance: completions, likes, unlikes, claims and moderation at once', async () => {
    const author = await storyBy(db(), http, { status: 'approved' });
    const second = await storyBy(db(), http);
    const challenge = await buildChallenge(db(), { basePoints: 15 });
    const reward = await buildReward(db(), { pointsCost: 60, isLimited: true, quantityAvailable: 2 });
    const cheap = await buildReward(db(), { pointsCost: 20 });
    const fans = await Promise.all(Array.from({ length: 12 }, () => buildUser(db())));
    const { http: admin } = await http.admin();

    const actions: Promise<{ statusCode: number }>[] = [];
    for (const fan of fans) {
      const me = http.as(fan);
      actions.push(me.post(`/api/stories/${author.story.id}/like`));
      actions.push(me.post(`/api/challenges/${challenge.id}/complete`, {}));
      actions.push(me.post(`/api/challenges/${challenge.id}/complete`, {}));
    }
    for (const fan of fans.slice(0, 6)) actions.push(http.as(fan).delete(`/api/stories/${author.story.id}/like`));
    for (let i = 0; i < 4; i++) {
      actions.push(author.me.post(`/api/rewards/${reward.id}/claim`, { email: 'a@example.test' }));
      actions.push(author.me.post(`/api/rewards/${cheap.id}/claim`, { email: 'a@example.test' }));
    }
    actions.push(admin.patch(`/api/stories/${second.story.id}/status`, { status: 'approved' }));
    actions.push(
      admin.patch(`/api/stories/${second.story.id}/status`, { status: 'rejected', reason: 'Changed my mind' }),
    );
    actions.push(author.me.post(`/api/challenges/${challenge.id}/complete`, {}));
    const results = await Promise.all(actions);
    // No deadlock or failure on our side: every request got an answer about itself.
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);

    for (const member of await db().select({ id: users.id, points: users.points }).from(users)) {
      expect(member.points).toBeGreaterThanOrEqual(0);
      expect(await ledgerTotal(db(), member.id)).toBe(member.points);
    }
  });
});
