import type { ListCalculationsQuery, ListPage, toListRow } from './calculations.repo';

type ListRow = ReturnType<typeof toListRow>;

/**
 * A kept page of the calculations list after a new calculation was saved (docs/performance.md#the-list-under-writes):
 * the page itself when the new row is not in its filter, the first page of the newest-first order with the row
 * on top and the total one more, or undefined (dropped, read again) for every other page, order or filter.
 *
 * A page read after the row was written already holds it (then it is kept as it is); a newest-first page that
 * starts with a newer row than this one was read after a later save, so where this row goes is unknown: dropped.
 */
export function withNewCalculation(
  page: ListPage,
  query: ListCalculationsQuery,
  row: ListRow,
): ListPage | undefined {
  const outside =
    (query.status !== undefined && query.status !== row.status) ||
    (query.memberId !== undefined && query.memberId !== row.user.id) ||
    (query.teamId !== undefined && query.teamId !== row.organization_team?.id);
  if (outside) return page;
  const narrowed =
    query.revenueMin !== undefined ||
    query.revenueMax !== undefined ||
    query.dateFrom !== undefined ||
    query.dateTo !== undefined ||
    query.search !== undefined;
  if (narrowed || query.sort !== 'date' || query.order !== 'desc' || query.page !== 1) return undefined;
  if (page.calculation.some((c) => c.id === row.id)) return page;
  const first = page.calculation[0];
  if (first && !newer(row, first)) return undefined;
  return { ...page, calculation: [row, ...page.calculation].slice(0, query.perPage), total: page.total + 1 };
}

/** The list's newest-first order: creation time, then id (calculations.repo.ts pageRows). */
const newer = (a: ListRow, b: ListRow) =>
  a.created_at.getTime() > b.created_at.getTime() ||
  (a.created_at.getTime() === b.created_at.getTime() && a.id > b.id);
