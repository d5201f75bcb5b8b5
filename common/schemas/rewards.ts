import { z } from 'zod';
import { UNSAFE_MESSAGE_CHARS, UNSAFE_NAME_CHARS } from '../text';
import { contentImage } from './challenges';
import { adminPage, adminPageQuery } from './common';

export const REWARD_DEFAULT_COST = 500;
export const REWARD_NAME_MAX = 100;
export const REWARD_DESCRIPTION_MAX = 1000;
export const CLAIM_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const rewardMessages = {
  nameRequired: 'Name is required',
  nameMax: `Name must be at most ${REWARD_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${REWARD_DESCRIPTION_MAX} characters`,
  unsafe: 'This text contains characters we cannot show. Please remove them.',
  cost: 'Points cost must be at least 1',
  quantity: 'Quantity must be at least 1',
  emailRequired: 'Email required',
  email: 'Please enter a valid email address',
  notEnoughPoints: 'Not enough points',
  outOfStock: 'Out of stock',
  alreadyClaimed: 'You already claimed this reward today',
  claimed: 'Reward claimed! 🎉',
  notFound: 'Reward not found',
  claimNotFound: 'Claimed reward not found',
  notPending: 'Only a pending claim can be marked as fulfilled',
  fulfilled: 'Marked as fulfilled',
} as const;

/** A reward as GET /api/rewards answers it; `quantityAvailable` is null when the reward is not limited. */
export const reward = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  pointsCost: z.number().int(),
  isLimited: z.boolean(),
  quantityAvailable: z.number().int().nullable(),
});
export type Reward = z.infer<typeof reward>;
export const rewardList = z.array(reward);

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const rewardIdParams = z.object({ id: id(rewardMessages.notFound) });
export const claimIdParams = z.object({ id: id(rewardMessages.claimNotFound) });

const name = z
  .string({ error: rewardMessages.nameRequired })
  .trim()
  .min(1, rewardMessages.nameRequired)
  .max(REWARD_NAME_MAX, rewardMessages.nameMax)
  .refine((v) => !UNSAFE_NAME_CHARS.test(v), { message: rewardMessages.unsafe });
const description = z
  .string()
  .trim()
  .max(REWARD_DESCRIPTION_MAX, rewardMessages.descriptionMax)
  .refine((v) => !UNSAFE_MESSAGE_CHARS.test(v), { message: rewardMessages.unsafe });
const cost = z.coerce
  .number({ error: rewardMessages.cost })
  .int(rewardMessages.cost)
  .min(1, rewardMessages.cost)
  .max(1_000_000, rewardMessages.cost);
const quantity = z.coerce
  .number({ error: rewardMessages.quantity })
  .int(rewardMessages.quantity)
  .min(1, rewardMessages.quantity)
  .max(1_000_000, rewardMessages.quantity);

/** POST /api/rewards (admin). The quantity is required only when the reward is limited, and ignored otherwise. */
export const createRewardInput = z
  .object({
    name,
    description: description.default(''),
    image: contentImage,
    pointsCost: cost.default(REWARD_DEFAULT_COST),
    isLimited: z.boolean().default(false),
    quantityAvailable: quantity.nullish(),
  })
  .refine((v) => !v.isLimited || v.quantityAvailable != null, {
    path: ['quantityAvailable'],
    message: rewardMessages.quantity,
  })
  .transform((v) => ({ ...v, quantityAvailable: v.isLimited ? (v.quantityAvailable ?? null) : null }));
export type CreateRewardInput = z.input<typeof createRewardInput>;

/**
 * PATCH /api/rewards/{id} (admin): any of the fields. A limited reward's stock may be set to 0 here (sold out); it
 * needs a quantity when it becomes limited (checked against the stored row).
 */
export const updateRewardInput = z.object({
  name: name.optional(),
  description: description.optional(),
  image: contentImage.optional(),
  pointsCost: cost.optional(),
  isLimited: z.boolean().optional(),
  quantityAvailable: z.coerce
    .number({ error: 'Quantity must be 0 or more' })
    .int('Quantity must be 0 or more')
    .min(0, 'Quantity must be 0 or more')
    .max(1_000_000, 'Quantity must be 0 or more')
    .nullish(),
});
export type UpdateRewardInput = z.input<typeof updateRewardInput>;

/** POST /api/rewards/{id}/claim: where the reward should go (the form prefills the member's own address). */
export const claimRewardInput = z.object({
  email: z
    .string({ error: rewardMessages.emailRequired })
    .trim()
    .min(1, rewardMessages.emailRequired)
    .toLowerCase()
    .pipe(z.email(rewardMessages.email).max(254, rewardMessages.email)),
});
export type ClaimRewardInput = z.input<typeof claimRewardInput>;

/** A claim as its member sees it (GET /api/user/rewards). */
export const claimedReward = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  claimedAt: z.string(),
  pointsSpent: z.number().int(),
  email: z.string(),
  reward: z.object({ id: z.number().int(), name: z.string() }),
});
export type ClaimedReward = z.infer<typeof claimedReward>;
export const claimedRewardList = z.array(claimedReward);

/** The answer of a claim: the message, the claim and the balance left. */
export const claimResult = z.object({ message: z.string(), claim: claimedReward, points: z.number().int() });
export type ClaimResult = z.infer<typeof claimResult>;

/** A claim as the admin's Claimed Rewards list shows it; `user` is null once the member deleted their account. */
export const adminClaimedReward = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  claimedAt: z.string(),
  pointsSpent: z.number().int(),
  email: z.string(),
  reward: z.object({ id: z.number().int(), name: z.string(), description: z.string(), pointsCost: z.number().int() }),
  user: z.object({ id: z.number().int(), displayName: z.string(), username: z.string() }).nullable(),
});
export type AdminClaimedReward = z.infer<typeof adminClaimedReward>;

/** GET /api/admin/claimed-rewards: a page of the admin table, newest first. */
export const adminClaimedRewardsPage = adminPage(adminClaimedReward);
export type AdminClaimedRewardsPage = z.infer<typeof adminClaimedRewardsPage>;

export const adminClaimedRewardsQuery = z.object({
  ...adminPageQuery,
  status: z.enum(CLAIM_STATUSES, { error: 'Status must be pending, fulfilled or cancelled' }).optional(),
});

/** PATCH /api/admin/claimed-rewards/{id}: only 'fulfilled', and only while pending. */
export const fulfilClaimInput = z.object({ status: z.literal('fulfilled', { error: "Status must be 'fulfilled'" }) });
export type FulfilClaimInput = z.input<typeof fulfilClaimInput>;

export const adminClaimUpdated = z.object({ message: z.string(), claim: adminClaimedReward });
export type AdminClaimUpdated = z.infer<typeof adminClaimUpdated>;
