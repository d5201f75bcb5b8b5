import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { findMemberById } from '../users/users.service';
import { credit, ledgerTotal, recordOpeningBalances, spend, totalPointsEarned } from './points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const balance = async (id: number) =>
  (await db().select({ points: users.points }).from(users).where(eq(users.id, id)))[0].points;

describe('the points ledger', () => {
  it('writes a row for every change, and the rows add up to the balance', async () => {
    const user = await buildUser(db());
    await db().transaction(async (tx) => {
      await credit(tx, user.id, 50, 'challenge_completed', { type: 'challenge', id: 1 });
      await credit(tx, user.id, 25, 'story_approved', { type: 'story', id: 2 });
      await credit(tx, user.id, -10, 'like_withdrawn', { type: 'story', id: 2 });
    });
    expect(await balance(user.id)).toBe(65);
    expect(await ledgerTotal(db(), user.id)).toBe(65);
    expect(await totalPointsEarned(db(), user.id)).toBe(75);
  });

  it('takes back only what is there, down to 0, and records the amount actually taken', async () => {
    const user = await buildUser(db());
    await credit(db(), user.id, 3, 'like_received', { type: 'story', id: 9 });
    const taken = await credit(db(), user.id, -25, 'content_removed', { type: 'story', id: 9 });
    expect(taken).toEqual({ applied: -3, balance: 0 });
    expect(await balance(user.id)).toBe(0);
    expect(await ledgerTotal(db(), user.id)).toBe(0);
    // Nothing left to take: no row with 0 points.
    expect(await credit(db(), user.id, -5, 'content_removed', null)).toEqual({ applied: 0, balance: 0 });
    const res = await http.as(user).get('/api/user/points-history');
    expect(res.json().items.map((e: { delta: number }) => e.delta)).toEqual([-3, 3]);
  });

  it('spends only when the balance covers the whole cost, even in parallel', async () => {
    const user = await buildUser(db());
    await credit(db(), user.id, 100, 'admin_adjustment', { type: 'admin', id: null }, 'Welcome gift');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db().transaction((tx) =>
          spend(tx, user.id, 30, 'reward_claimed', { type: 'reward_claim', id: null }, 'Not enough points'),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(user.id)).toBe(10);
    expect(await ledgerTotal(db(), user.id)).toBe(10);
  });

  it('rolls the balance back with the row when the transaction fails', async () => {
    const user = await buildUser(db());
    await expect(
      db().transaction(async (tx) => {
        await credit(tx, user.id, 40, 'challenge_completed', { type: 'challenge', id: 1 });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await balance(user.id)).toBe(0);
    expect(await ledgerTotal(db(), user.id)).toBe(0);
  });

  it('gives accounts made with points an opening row, once', async () => {
    const user = await buildUser(db(), { points: 140 });
    await recordOpeningBalances(db());
    await recordOpeningBalances(db());
    expect(await ledgerTotal(db(), user.id)).toBe(140);
    expect((await findMemberById(db(), user.id))?.displayName).toBe(user.displayName);
  });
});

describe('GET /api/user/points-history', () => {
  it('answers guests 401', async () => {
    expect((await http.get('/api/user/points-history')).statusCode).toBe(401);
  });

  it('pages the member’s own history newest first, with labels and the admin’s note', async () => {
    const user = await buildUser(db());
    const other = await buildUser(db());
    await credit(db(), other.id, 7, 'like_received', { type: 'story', id: 1 });
    for (let i = 1; i <= 5; i++) await credit(db(), user.id, i, 'like_received', { type: 'story', id: i });
    await credit(db(), user.id, 10, 'admin_adjustment', { type: 'admin', id: null }, 'Thanks for helping out');
    const me = http.as(user);
    const first = (await me.get('/api/user/points-history', { query: { limit: '4' } })).json();
    expect(first.items.map((e: { delta: number }) => e.delta)).toEqual([10, 5, 4, 3]);
    expect(first.items[0]).toMatchObject({ reason: 'admin_adjustment', description: 'Thanks for helping out' });
    expect(first.items[1]).toMatchObject({ description: 'Like received', source: { type: 'story', id: 5 } });
    const second = (
      await me.get('/api/user/points-history', { query: { limit: '4', cursor: first.nextCursor } })
    ).json();
    expect(second.items.map((e: { delta: number }) => e.delta)).toEqual([2, 1]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad limit or cursor with a message', async () => {
    const { http: me } = await http.member();
    const bad = await me.get('/api/user/points-history', { query: { limit: '500' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Limit/);
    expect((await me.get('/api/user/points-history', { query: { cursor: 'x;drop' } })).statusCode).toBe(400);
  });
});
