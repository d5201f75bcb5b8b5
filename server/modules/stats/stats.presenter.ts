import type { StatsResponse } from '../../../common/schemas/stats';

/** The home-page totals as GET /api/stats answers them, field by field. */
export function presentStats(totals: { totalActs: number; totalUsers: number }): StatsResponse {
  return { totalActs: totals.totalActs, totalUsers: totals.totalUsers };
}
