import type { z } from 'zod';
import { rewardMessages, type createRewardInput, type updateRewardInput } from '../../../common/schemas/rewards';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { completedCountOf } from '../challenges/challenges.service';
import { spend, totalPointsEarned } from '../points/points.service';
import { findMemberById, findMembersByIds, mailAccount } from '../users/users.service';
import { claimFulfilledMail, claimReceivedMail } from './rewards.mails';
import {
  anonymiseClaimsOf,
  anyReward,
  countClaimsOf,
  findClaim,
  findClaimsOf,
  findClaimsPage,
  findReward,
  findRewards,
  insertClaim,
  insertReward,
  lockReward,
  markFulfilled,
  takeFromStock,
  updateReward,
  type ClaimRow,
  type RewardValues,
} from './rewards.queries';

type NewReward = z.output<typeof createRewardInput>;
type RewardChanges = z.output<typeof updateRewardInput>;

/** GET /api/rewards. */
export const listRewards = (db: Db) => findRewards(db);

/** POST /api/rewards (admin), with its audit row. */
export function createReward(db: Db, actor: AdminActor, input: NewReward) {
  return db.transaction(async (tx) => {
    const row = await insertReward(tx, input);
    await recordAdminAction(tx, actor, 'reward.create', { type: 'reward', id: row.id }, { ...input }, actor.clientKey);
    return row;
  });
}

/** PATCH /api/rewards/{id} (admin): a limited reward needs a quantity; an unlimited one keeps none. */
export function editReward(db: Db, actor: AdminActor, id: number, input: RewardChanges) {
  return db.transaction(async (tx) => {
    const before = await lockReward(tx, id);
    if (!before) throw notFound(rewardMessages.notFound);
    const changes: Partial<RewardValues> = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const limited = changes.isLimited ?? before.isLimited;
    if (!limited) changes.quantityAvailable = null;
    else if ((changes.quantityAvailable ?? before.quantityAvailable) == null)
      throw badRequest(rewardMessages.quantity, { quantityAvailable: rewardMessages.quantity });
    const row = await updateReward(tx, id, changes);
    await recordAdminAction(tx, actor, 'reward.update', { type: 'reward', id }, { ...changes }, actor.clientKey);
    return row;
  });
}

/**
 * POST /api/rewards/{id}/claim, in one transaction: the claim row (once per member per reward per UTC day, by a
 * unique index), the points through the ledger only if the balance covers the cost, one from a limited stock only
 * while above 0, and the confirmation mail to the member's own confirmed address. Any refusal undoes it all.
 */
export async function claimReward(db: Db, p: { userId: number; rewardId: number; email: string; publicUrl: string }) {
  const reward = await findReward(db, p.rewardId);
  if (!reward) throw notFound(rewardMessages.notFound);
  if (reward.isLimited && (reward.quantityAvailable ?? 0) <= 0) throw conflict(rewardMessages.outOfStock);
  return db.transaction(async (tx) => {
    const claim = await insertClaim(tx, {
      userId: p.userId,
      rewardId: reward.id,
      email: p.email,
      pointsSpent: reward.pointsCost,
    });
    if (!claim) throw conflict(rewardMessages.alreadyClaimed);
    const balance = await spend(
      tx,
      p.userId,
      reward.pointsCost,
      'reward_claimed',
      { type: 'reward_claim', id: claim.id },
      rewardMessages.notEnoughPoints,
    );
    if (reward.isLimited && !(await takeFromStock(tx, reward.id))) throw conflict(rewardMessages.outOfStock);
    const member = await findMemberById(tx, p.userId);
    if (member)
      await mailAccount(
        tx,
        member,
        claimReceivedMail({
          publicUrl: p.publicUrl,
          reward: reward.name,
          points: reward.pointsCost,
          deliveryEmail: p.email,
        }),
      );
    return { claim: (await findClaim(tx, claim.id)) as ClaimRow, balance };
  });
}

/** GET /api/user/rewards. */
export const claimsOf = (db: Db, userId: number) => findClaimsOf(db, userId);

/** GET /api/admin/claimed-rewards: a page of every claim with its member (null once the account is gone). */
export async function adminClaims(db: Db, q: { page: number; pageSize: number; status?: ClaimRow['status'] }) {
  const { rows, total } = await findClaimsPage(db, {
    status: q.status,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const members = await findMembersByIds(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  return { rows, total, members: new Map(members.map((m) => [m.id, m])) };
}

/** PATCH /api/admin/claimed-rewards/{id}: 'Mark as Fulfilled', only while pending; audited; the member is mailed. */
export async function fulfilClaim(db: Db, actor: AdminActor, p: { claimId: number; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const claim = await findClaim(tx, p.claimId);
    if (!claim) throw notFound(rewardMessages.claimNotFound);
    if (!(await markFulfilled(tx, claim.id))) throw conflict(rewardMessages.notPending);
    await recordAdminAction(
      tx,
      actor,
      'claim.fulfil',
      { type: 'reward_claim', id: claim.id },
      { from: claim.status, to: 'fulfilled' },
      actor.clientKey,
    );
    const member = claim.userId ? await findMemberById(tx, claim.userId) : undefined;
    if (member)
      await mailAccount(
        tx,
        member,
        claimFulfilledMail({
          publicUrl: p.publicUrl,
          reward: claim.reward.name,
          deliveryEmail: claim.email,
        }),
      );
  });
  return adminClaim(db, p.claimId);
}

/** One claim as the admin list shows it. */
export async function adminClaim(db: Db, id: number) {
  const claim = await findClaim(db, id);
  if (!claim) throw notFound(rewardMessages.claimNotFound);
  const member = claim.userId ? await findMemberById(db, claim.userId) : undefined;
  return { claim, member };
}

/** GET /api/user/summary: the dashboard's numbers. */
export async function memberSummary(db: Db, userId: number, points: number) {
  const [completedChallenges, earned, rewardsClaimed] = await Promise.all([
    completedCountOf(db, userId),
    totalPointsEarned(db, userId),
    countClaimsOf(db, userId),
  ]);
  return { points, completedChallenges, totalPointsEarned: earned, rewardsClaimed };
}

/**
 * Account deletion's step for rewards (decision 017), in its transaction: pending claims are cancelled and every
 * delivery address removed; the claims stay, without the link to the member, for the admin's records.
 */
export const removeMemberRewardData = (tx: Db, userId: number) => anonymiseClaimsOf(tx, userId);

/** The demo rewards, only into an empty table: three, one of them limited. */
export async function seedDemoRewards(db: Db): Promise<void> {
  if (await anyReward(db)) return;
  const demo: RewardValues[] = [
    {
      name: 'Kindness sticker pack',
      description: 'Ten stickers to leave on kind notes for friends, family and neighbours.',
      image: null,
      pointsCost: 100,
      isLimited: false,
      quantityAvailable: null,
    },
    {
      name: 'Plant a tree',
      description: 'We plant a tree in your name with a reforestation partner.',
      image: null,
      pointsCost: 500,
      isLimited: false,
      quantityAvailable: null,
    },
    {
      name: 'KindRipple tote bag',
      description: 'A sturdy cotton bag for the market, the library or the beach.',
      image: null,
      pointsCost: 750,
      isLimited: true,
      quantityAvailable: 25,
    },
  ];
  for (const reward of demo) await insertReward(db, reward);
}
