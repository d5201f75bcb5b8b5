import { z } from 'zod';

export const statsResponse = z.object({
  totalActs: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
});
export type StatsResponse = z.infer<typeof statsResponse>;
