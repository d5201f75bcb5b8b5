import type { Reward } from '@common/schemas/rewards';

/** A reward on offer; unlimited unless told. */
export const reward = (id: number, over: Partial<Reward> = {}): Reward => ({
  id,
  name: `Reward ${id}`,
  description: 'A small thank-you.',
  image: null,
  pointsCost: 100,
  isLimited: false,
  quantityAvailable: null,
  ...over,
});
