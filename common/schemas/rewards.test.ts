import { describe, expect, it } from 'vitest';
import { createRewardInput, rewardMessages, updateRewardInput } from './rewards';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('reward form rules (part 2 §5)', () => {
  it('costs 500 by default and at least 1', () => {
    expect(createRewardInput.parse({ name: 'Sticker' })).toMatchObject({ pointsCost: 500, isLimited: false });
    expect(first(createRewardInput.safeParse({ name: 'Sticker', pointsCost: 0 }))).toBe(rewardMessages.cost);
  });
  it('needs a quantity only when limited, and forgets it otherwise', () => {
    expect(first(createRewardInput.safeParse({ name: 'Mug', isLimited: true }))).toBe(rewardMessages.quantity);
    expect(createRewardInput.parse({ name: 'Mug', quantityAvailable: 3 }).quantityAvailable).toBeNull();
    expect(updateRewardInput.parse({ quantityAvailable: 0 }).quantityAvailable).toBe(0);
  });
});
