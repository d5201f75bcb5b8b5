/** Every admin Connections query starts with this key, so one invalidation refreshes the lists, counts and numbers. */
export const ADMIN_CONNECTIONS_KEY = '/api/admin/connections';

export const ADMIN_PAGE_SIZE = 20;

/** `?page=&pageSize=&…` without the empty filters. */
export const pageQuery = (page: number, filters: Record<string, string | undefined> = {}, pageSize = ADMIN_PAGE_SIZE) =>
  new URLSearchParams(
    Object.entries({ page: String(page), pageSize: String(pageSize), ...filters }).filter(
      (e): e is [string, string] => e[1] !== undefined && e[1] !== '',
    ),
  ).toString();
