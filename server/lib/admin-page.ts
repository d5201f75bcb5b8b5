/**
 * An admin table's page as every admin list answers it, `{ items, total, page, pageSize }` (`adminPage` in
 * common/schemas/common.ts): the rows the query found, each built by the module's own presenter.
 */
export function presentPage<R, T>(
  { rows, total }: { rows: readonly R[]; total: number },
  q: { page: number; pageSize: number },
  present: (row: R) => T,
) {
  return { items: rows.map((row) => present(row)), total, page: q.page, pageSize: q.pageSize };
}
