import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema';
import type { ClaimStatus } from '../../../common/schemas/rewards';

const rewardColumns = {
  id: rewards.id,
  name: rewards.name,
  description: rewards.description,
  image: rewards.image,
  pointsCost: rewards.pointsCost,
  isLimited: rewards.isLimited,
  quantityAvailable: rewards.quantityAvailable,
};

export type RewardRow = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  pointsCost: number;
  isLimited: boolean;
  quantityAvailable: number | null;
};

export type RewardValues = Omit<RewardRow, 'id'>;

/** Every reward, the cheapest first (the gallery shows the first four). */
export function findRewards(db: Db): Promise<RewardRow[]> {
  return db.select(rewardColumns).from(rewards).orderBy(rewards.pointsCost, rewards.id);
}

export async function findReward(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select(rewardColumns).from(rewards).where(eq(rewards.id, id)).limit(1);
  return row;
}

export async function lockReward(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select(rewardColumns).from(rewards).where(eq(rewards.id, id)).for('update');
  return row;
}

export async function insertReward(db: Db, values: RewardValues): Promise<RewardRow> {
  const [row] = await db.insert(rewards).values(values).returning(rewardColumns);
  return row;
}

export async function updateReward(db: Db, id: number, values: Partial<RewardValues>): Promise<RewardRow> {
  const [row] = await db.update(rewards).set(values).where(eq(rewards.id, id)).returning(rewardColumns);
  return row;
}

/** Takes one from a limited reward's stock only while it is above 0; answers whether one was taken. */
export async function takeFromStock(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(rewards)
    .set({ quantityAvailable: sql`${rewards.quantityAvailable} - 1` })
    .where(and(eq(rewards.id, id), gt(rewards.quantityAvailable, 0)))
    .returning({ id: rewards.id });
  return rows.length === 1;
}

const claimColumns = {
  id: userRewards.id,
  userId: userRewards.userId,
  status: userRewards.status,
  claimedAt: userRewards.claimedAt,
  pointsSpent: userRewards.pointsSpent,
  email: userRewards.email,
  reward: { id: rewards.id, name: rewards.name, description: rewards.description, pointsCost: rewards.pointsCost },
};

export type ClaimRow = {
  id: number;
  userId: number | null;
  status: ClaimStatus;
  claimedAt: Date;
  pointsSpent: number;
  email: string;
  reward: { id: number; name: string; description: string; pointsCost: number };
};

/** Records a claim unless the member already claimed this reward this UTC day; answers its id, or none. */
export async function insertClaim(
  db: Db,
  values: { userId: number; rewardId: number; email: string; pointsSpent: number },
) {
  const [row] = await db
    .insert(userRewards)
    .values(values)
    .onConflictDoNothing({ target: [userRewards.userId, userRewards.rewardId, userRewards.claimDay] })
    .returning({ id: userRewards.id });
  return row;
}

export async function findClaim(db: Db, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select(claimColumns)
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.rewardId))
    .where(eq(userRewards.id, id))
    .limit(1);
  return row;
}

/** A member's claims, newest first (cancelled ones are the admin's records only). */
export function findClaimsOf(db: Db, userId: number): Promise<ClaimRow[]> {
  return db
    .select(claimColumns)
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.rewardId))
    .where(and(eq(userRewards.userId, userId), ne(userRewards.status, 'cancelled')))
    .orderBy(desc(userRewards.id));
}

/** One page of every claim, newest first, and how many there are. */
export async function findClaimsPage(db: Db, p: { status?: ClaimStatus; offset: number; limit: number }) {
  const where = p.status ? eq(userRewards.status, p.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(claimColumns)
      .from(userRewards)
      .innerJoin(rewards, eq(rewards.id, userRewards.rewardId))
      .where(where)
      .orderBy(desc(userRewards.id))
      .offset(p.offset)
      .limit(p.limit),
    db.select({ n: count() }).from(userRewards).where(where),
  ]);
  return { rows: rows as ClaimRow[], total: Number(total?.n ?? 0) };
}

/** Marks a pending claim fulfilled; answers whether it was pending. */
export async function markFulfilled(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(userRewards)
    .set({ status: 'fulfilled', fulfilledAt: sql`now()` })
    .where(and(eq(userRewards.id, id), eq(userRewards.status, 'pending')))
    .returning({ id: userRewards.id });
  return rows.length === 1;
}

/** How many rewards a member claimed (not cancelled). */
export async function countClaimsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRewards)
    .where(and(eq(userRewards.userId, userId), ne(userRewards.status, 'cancelled')));
  return Number(row?.n ?? 0);
}

/** A leaving member's claims: pending ones cancelled, every delivery address removed (the rows stay for the records). */
export async function anonymiseClaimsOf(db: Db, userId: number): Promise<void> {
  await db
    .update(userRewards)
    .set({
      email: '',
      status: sql`case when ${userRewards.status} = 'pending' then 'cancelled' else ${userRewards.status} end`,
    })
    .where(eq(userRewards.userId, userId));
}

/** Whether any reward exists (the demo seeder). */
export async function anyReward(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: rewards.id }).from(rewards).limit(1);
  return !!row;
}
