import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { BlockedMember } from './types';

/** GET /api/connections/blocks: the members this member blocked. */
export async function getBlocks(): Promise<BlockedMember[]> {
  return (await api<{ items: BlockedMember[] }>('/api/connections/blocks')).items;
}

export const blocksQuery = () => queryOptions({ queryKey: connectionKeys.blocks, queryFn: getBlocks });

/** The member's blocks, for the profile tab. */
export function useBlocks() {
  return useQuery(blocksQuery());
}
