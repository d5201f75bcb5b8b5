import { showDisplayName } from '../../../common/names';
import type { AdminClaimedReward, ClaimedReward, Reward } from '../../../common/schemas/rewards';
import type { ClaimRow, RewardRow } from './rewards.queries';

export const presentReward = (row: RewardRow): Reward => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  pointsCost: row.pointsCost,
  isLimited: row.isLimited,
  quantityAvailable: row.isLimited ? row.quantityAvailable : null,
});

/** A claim as its member sees it. */
export const presentClaim = (row: ClaimRow): ClaimedReward => ({
  id: row.id,
  status: row.status,
  claimedAt: row.claimedAt.toISOString(),
  pointsSpent: row.pointsSpent,
  email: row.email,
  reward: { id: row.reward.id, name: row.reward.name },
});

type Member = { id: number; displayName: string; username: string };

/** A claim as the admin's Claimed Rewards list shows it. */
export const presentAdminClaim = (row: ClaimRow, member: Member | undefined): AdminClaimedReward => ({
  id: row.id,
  status: row.status,
  claimedAt: row.claimedAt.toISOString(),
  pointsSpent: row.pointsSpent,
  email: row.email,
  reward: row.reward,
  user: member ? { id: member.id, displayName: showDisplayName(member.displayName), username: member.username } : null,
});
