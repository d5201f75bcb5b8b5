import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users?page=&search=: 20 accounts a page by id, searched by name or e-mail. */
export const getAdminUsers = (page: number, search: string) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return api<AdminUsersPage>(`/api/admin/users?${params}`);
};

export const adminUsersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', page, search],
    queryFn: () => getAdminUsers(page, search),
    placeholderData: keepPreviousData,
  });

/** One page of the admin user table. */
export function useAdminUsers(page: number, search: string) {
  return useQuery(adminUsersQuery(page, search));
}
