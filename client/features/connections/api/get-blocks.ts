import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedMember, BlockList } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/connections/blocks: the members this member blocked. */
export async function getBlocks(): Promise<BlockedMember[]> {
  return (await api<BlockList>('/api/connections/blocks')).items;
}

export const blocksQuery = () => queryOptions({ queryKey: connectionKeys.blocks, queryFn: getBlocks });

/** The member's blocks, for the profile tab. */
export function useBlocks() {
  return useQuery(blocksQuery());
}
