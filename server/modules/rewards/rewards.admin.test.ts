import { describe, expect, it } from 'vitest';
import { rewardMessages } from '../../../common/schemas/rewards';
import type { Db } from '../../db/client';
import { buildReward, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { clearOutbox, readOutbox } from '../../test/mail';
import { recentAdminActions } from '../audit/audit.service';
import { credit } from '../points/points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

async function claimBy(points = 500, pointsCost = 100) {
  const reward = await buildReward(db(), { name: 'Seed kit', pointsCost });
  const user = await buildUser(db(), { displayName: 'Kind Kim' });
  await credit(db(), user.id, points, 'admin_adjustment', { type: 'admin', id: null });
  const res = await http.as(user).post(`/api/rewards/${reward.id}/claim`, { email: 'deliver@example.test' });
  return { reward, user, claim: res.json().claim as { id: number } };
}

describe('admin reward calls', () => {
  it('refuse guests (401) and members (403)', async () => {
    const reward = await buildReward(db());
    const { claim } = await claimBy();
    const { http: member } = await http.member();
    for (const [client, status] of [
      [http, 401],
      [member, 403],
    ] as const) {
      expect((await client.post('/api/rewards', { name: 'X' })).statusCode).toBe(status);
      expect((await client.patch(`/api/rewards/${reward.id}`, { name: 'Y' })).statusCode).toBe(status);
      expect((await client.get('/api/admin/claimed-rewards')).statusCode).toBe(status);
      expect((await client.patch(`/api/admin/claimed-rewards/${claim.id}`, { status: 'fulfilled' })).statusCode).toBe(
        status,
      );
    }
  });

  it('create and edit rewards by the form rules, with audit rows', async () => {
    const { user: admin, http: client } = await http.admin();
    const created = await client.post('/api/rewards', {
      name: 'Badge',
      description: 'A pin',
      isLimited: true,
      quantityAvailable: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Badge', pointsCost: 500, isLimited: true, quantityAvailable: 5 });
    const id = created.json().id;
    expect((await client.post('/api/rewards', { name: 'Mug', pointsCost: 0 })).json().message).toBe(
      rewardMessages.cost,
    );
    expect((await client.post('/api/rewards', { name: 'Mug', isLimited: true })).json().message).toBe(
      rewardMessages.quantity,
    );
    const unlimited = await client.patch(`/api/rewards/${id}`, { isLimited: false, pointsCost: 250 });
    expect(unlimited.json()).toMatchObject({ isLimited: false, quantityAvailable: null, pointsCost: 250 });
    const noQuantity = await client.patch(`/api/rewards/${id}`, { isLimited: true });
    expect([noQuantity.statusCode, noQuantity.json().message]).toEqual([400, rewardMessages.quantity]);
    expect((await client.patch('/api/rewards/999999', { name: 'Z' })).statusCode).toBe(404);
    const [row] = await recentAdminActions(db(), 1);
    expect(row).toMatchObject({ actorId: admin.id, action: 'reward.update', targetType: 'reward', targetId: id });
  });

  it('list claims newest first as a page with the member, and mark one fulfilled once, mailing the member', async () => {
    const { reward, user, claim } = await claimBy();
    const { user: admin, http: client } = await http.admin();
    const page = (await client.get('/api/admin/claimed-rewards', { query: { pageSize: '5' } })).json();
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({
      id: claim.id,
      status: 'pending',
      email: 'deliver@example.test',
      pointsSpent: 100,
      reward: { id: reward.id, name: 'Seed kit', pointsCost: 100 },
      user: { id: user.id, displayName: 'Kind Kim', username: user.username },
    });
    await clearOutbox(db());
    const done = await client.patch(`/api/admin/claimed-rewards/${claim.id}`, { status: 'fulfilled' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: rewardMessages.fulfilled, claim: { status: 'fulfilled' } });
    const [mail] = await readOutbox(db(), user.username);
    expect(mail.subject).toBe('Your reward is on its way: Seed kit');
    expect(mail.text).toContain('deliver@example.test');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(user.displayName);
    const again = await client.patch(`/api/admin/claimed-rewards/${claim.id}`, { status: 'fulfilled' });
    expect([again.statusCode, again.json().message]).toEqual([409, rewardMessages.notPending]);
    expect((await client.patch(`/api/admin/claimed-rewards/${claim.id}`, { status: 'pending' })).statusCode).toBe(400);
    expect((await client.patch('/api/admin/claimed-rewards/999999', { status: 'fulfilled' })).statusCode).toBe(404);
    const [row] = await recentAdminActions(db(), 1);
    expect(row).toMatchObject({ actorId: admin.id, action: 'claim.fulfil', targetId: claim.id });
    const fulfilled = (await client.get('/api/admin/claimed-rewards', { query: { status: 'fulfilled' } })).json();
    expect(fulfilled.items.every((c: { status: string }) => c.status === 'fulfilled')).toBe(true);
    expect((await client.get('/api/admin/claimed-rewards', { query: { page: '0' } })).statusCode).toBe(400);
  });
});
