import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewPage } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import { ADMIN_CONNECTIONS_KEY, pageQuery } from './keys';

/** GET /api/admin/connections/reviews?page=&rating=: every review, newest first. */
export const getAdminReviews = (page: number, rating?: number) =>
  api<AdminReviewPage>(
    `/api/admin/connections/reviews?${pageQuery(page, { rating: rating ? String(rating) : undefined })}`,
  );

export const adminReviewsQuery = (page: number, rating?: number) =>
  queryOptions({
    queryKey: [ADMIN_CONNECTIONS_KEY, 'reviews', page, rating ?? 0],
    queryFn: () => getAdminReviews(page, rating),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(page: number, rating?: number) {
  return useQuery(adminReviewsQuery(page, rating));
}
