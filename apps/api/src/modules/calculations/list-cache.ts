import { z } from 'zod';
import type { ReadCache } from '../../plugins/read-cache';
import type { ListCalculationsQuery, ListPage, toListRow } from './calculations.repo';
import { withNewCalculation } from './list-patch';

type ListRow = ReturnType<typeof toListRow>;

/**
 * A new calculation on the kept list pages of its organisation (docs/decisions/0014-cache-versions.md): in the
 * process that saved it, and in every other one from its insert's notice, so that no process reads a page
 * again because another one saved. `version` is the organisation's cached-reads counter the insert left.
 */
export function keepOnLists(cache: ReadCache, organizationId: number, row: ListRow, version: number) {
  cache.patch(
    organizationId,
    (page, query) =>
      query ? withNewCalculation(page as ListPage, query as ListCalculationsQuery, row) : undefined,
    version,
  );
}

/** What a new calculation's notice carries (save-calculation.ts, insert-batch.ts). */
const noticeSchema = z.object({
  organizationId: z.number().int(),
  readsVersion: z.number().int(),
  author: z.object({
    user: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      image: z.string().nullable(),
    }),
    team: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }).nullable(),
  }),
  inserted: z.object({
    id: z.number().int(),
    status: z.string(),
    name: z.string(),
    revenue: z.string(),
    gross_profit: z.string(),
    gross_profit_percent: z.string(),
    person_count: z.number().int(),
    created_at: z.string(),
  }),
});

/** A notice from another process: kept on the lists when it names a new calculation (true), else false. */
export function keepNoticedOnLists(cache: ReadCache, notice: unknown): boolean {
  const parsed = noticeSchema.safeParse(notice);
  if (!parsed.success) return false;
  const { organizationId, readsVersion, author, inserted } = parsed.data;
  const row: ListRow = {
    id: inserted.id,
    name: inserted.name,
    status: inserted.status as ListRow['status'],
    revenue: Number(inserted.revenue),
    gross_profit: Number(inserted.gross_profit),
    gross_profit_percent: Number(inserted.gross_profit_percent),
    person_count: inserted.person_count,
    organization_team: author.team,
    user: author.user,
    created_at: new Date(inserted.created_at),
  };
  keepOnLists(cache, organizationId, row, readsVersion);
  return true;
}
