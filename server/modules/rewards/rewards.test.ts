import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewardMessages } from '../../../common/schemas/rewards';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema';
import { buildReward, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { pointsOf } from '../../test/story-world';
import { credit } from '../points/points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

/** A member holding `points` through the ledger. */
async function memberWith(points: number) {
  const user = await buildUser(db());
  if (points) await credit(db(), user.id, points, 'admin_adjustment', { type: 'admin', id: null }, 'Test points');
  return { user, me: http.as(user) };
}

describe('POST /api/rewards/{id}/claim', () => {
  it('spends the points, records a pending claim, and mails the member naming the delivery address', async () => {
    const reward = await buildReward(db(), { name: 'Tote bag', pointsCost: 120 });
    const { user, me } = await memberWith(200);
    const res = await me.post(`/api/rewards/${reward.id}/claim`, { email: 'Parent@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Reward claimed! 🎉',
      points: 80,
      claim: {
        status: 'pending',
        pointsSpent: 120,
        email: 'parent@example.com',
        reward: { id: reward.id, name: 'Tote bag' },
      },
    });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 80, ledger: 80 });
    expect((await me.get('/api/user/rewards')).json()).toEqual([res.json().claim]);
    const [mail] = await readOutbox(db(), user.username);
    expect(mail.subject).toBe('Reward claimed: Tote bag');
    expect(mail.text).toContain('parent@example.com');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(user.displayName);
    expect(await readOutbox(db(), 'parent@example.com')).toEqual([]);
    const summary = (await me.get('/api/user/summary')).json();
    expect(summary).toEqual({ points: 80, completedChallenges: 0, totalPointsEarned: 200, rewardsClaimed: 1 });
  });

  it('refuses with a sentence a person understands: not enough points, out of stock, already today', async () => {
    const pricey = await buildReward(db(), { pointsCost: 1000 });
    const gone = await buildReward(db(), { isLimited: true, quantityAvailable: 0, pointsCost: 10 });
    const once = await buildReward(db(), { pointsCost: 10 });
    const { user, me } = await memberWith(100);
    const poor = await me.post(`/api/rewards/${pricey.id}/claim`, { email: user.username });
    expect([poor.statusCode, poor.json().message]).toEqual([400, rewardMessages.notEnoughPoints]);
    const out = await me.post(`/api/rewards/${gone.id}/claim`, { email: user.username });
    expect([out.statusCode, out.json().message]).toEqual([409, rewardMessages.outOfStock]);
    expect((await me.post(`/api/rewards/${once.id}/claim`, { email: user.username })).statusCode).toBe(201);
    const again = await me.post(`/api/rewards/${once.id}/claim`, { email: user.username });
    expect([again.statusCode, again.json().message]).toEqual([409, rewardMessages.alreadyClaimed]);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 90, ledger: 90 });
    // The next UTC day it may be claimed again.
    await db().update(userRewards).set({ claimDay: '2020-01-01' }).where(eq(userRewards.userId, user.id));
    expect((await me.post(`/api/rewards/${once.id}/claim`, { email: user.username })).statusCode).toBe(201);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 80, ledger: 80 });
  });

  it('gives exactly one of 50 parallel claims on a stock of 1', async () => {
    const reward = await buildReward(db(), { isLimited: true, quantityAvailable: 1, pointsCost: 30 });
    const members = await Promise.all(Array.from({ length: 50 }, () => memberWith(50)));
    const results = await Promise.all(
      members.map(({ user, me }) => me.post(`/api/rewards/${reward.id}/claim`, { email: user.username })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().message === rewardMessages.outOfStock),
    ).toBe(true);
    const [row] = await db().select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row.quantityAvailable).toBe(0);
    const claims = await db().select().from(userRewards).where(eq(userRewards.rewardId, reward.id));
    expect(claims).toHaveLength(1);
    for (const { user } of members) {
      const p = await pointsOf(db(), user.id);
      expect(p.points).toBe(p.ledger);
    }
  });

  it('never takes one member below 0 with parallel claims over their balance', async () => {
    const several = await Promise.all(Array.from({ length: 6 }, () => buildReward(db(), { pointsCost: 40 })));
    const { user, me } = await memberWith(100);
    const results = await Promise.all(
      several.map((r) => me.post(`/api/rewards/${r.id}/claim`, { email: user.username })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 20, ledger: 20 });
  });

  it('is refused to guests (401) and unconfirmed members (403), and needs an e-mail', async () => {
    const reward = await buildReward(db());
    expect((await http.post(`/api/rewards/${reward.id}/claim`, { email: 'a@b.test' })).statusCode).toBe(401);
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect((await unconfirmed.post(`/api/rewards/${reward.id}/claim`, { email: 'a@b.test' })).statusCode).toBe(403);
    const { me } = await memberWith(500);
    expect((await me.post(`/api/rewards/${reward.id}/claim`, { email: '' })).json().message).toBe(
      rewardMessages.emailRequired,
    );
    expect((await me.post(`/api/rewards/${reward.id}/claim`, { email: 'nope' })).json().message).toBe(
      rewardMessages.email,
    );
    expect((await me.post('/api/rewards/999999/claim', { email: 'a@b.test' })).statusCode).toBe(404);
  });

  it('lists rewards for everyone, with the quantity only for limited ones', async () => {
    await buildReward(db(), { name: 'Limited mug', isLimited: true, quantityAvailable: 3 });
    const list = (await http.get('/api/rewards')).json();
    expect(list.find((r: { name: string }) => r.name === 'Limited mug')).toMatchObject({
      isLimited: true,
      quantityAvailable: 3,
    });
    expect(list.find((r: { isLimited: boolean }) => !r.isLimited).quantityAvailable).toBeNull();
  });
});
