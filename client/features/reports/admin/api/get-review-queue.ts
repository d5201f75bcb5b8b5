import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueuePage } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';

export const QUEUE_PAGE_SIZE = 20;

/** GET /api/admin/review-queue?page=: everything waiting for an admin, worst and oldest first. */
export const getReviewQueue = (page: number) =>
  api<ReviewQueuePage>(
    `/api/admin/review-queue?${new URLSearchParams({ page: String(page), pageSize: String(QUEUE_PAGE_SIZE) })}`,
  );

export const reviewQueueQuery = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/review-queue', page],
    queryFn: () => getReviewQueue(page),
    placeholderData: keepPreviousData,
  });

/** One page of the review queue (its total is the tab's count). */
export function useReviewQueue(page = 1) {
  return useQuery(reviewQueueQuery(page));
}
