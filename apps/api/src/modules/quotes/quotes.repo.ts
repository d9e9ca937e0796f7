import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likeEscape, summarySearch } from '../../db/list-search';
import { rowsOf } from '../../db/rows';
import { organizations, organizationUsers, quoteEvents, quotes, users } from '../../db/schema';
import { personColumns } from '../../db/user-columns';

export type QuoteRowDb = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

export interface ListQuotesFilter {
  organizationId: number;
  page: number;
  perPage: number;
  status?: string;
  client?: string;
  memberId?: number;
  teamId?: number;
  totalMin?: number;
  totalMax?: number;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort: 'quote_number' | 'client' | 'member' | 'total' | 'date' | 'status';
  order: 'asc' | 'desc';
  includeSuperseded: boolean;
}

function listWhere(q: ListQuotesFilter): SQL {
  return and(
    eq(quotes.organizationId, q.organizationId),
    q.includeSuperseded ? undefined : isNull(quotes.supersededAt),
    q.status ? eq(quotes.status, q.status as never) : undefined,
    q.client ? like(sql`lower(${quotes.companyName})`, `%${likeEscape(q.client.toLowerCase())}%`) : undefined,
    q.memberId ? eq(quotes.userId, q.memberId) : undefined,
    q.teamId ? eq(quotes.teamId, q.teamId) : undefined,
    q.totalMin !== undefined ? gte(quotes.total, String(q.totalMin)) : undefined,
    q.totalMax !== undefined ? lte(quotes.total, String(q.totalMax)) : undefined,
    q.dateFrom ? gte(quotes.issueDate, q.dateFrom) : undefined,
    q.dateTo ? lte(quotes.issueDate, q.dateTo) : undefined,
    q.search ? summarySearch(quotes.searchText, quotes.totalText, q.search) : undefined,
  )!;
}

const rowColumns = {
  id: quotes.id,
  clientToken: quotes.clientToken,
  quoteNumber: quotes.quoteNumber,
  revision: quotes.revision,
  companyName: quotes.companyName,
  userId: quotes.userId,
  teamId: quotes.teamId,
  revenue: quotes.revenue,
  salesTax: quotes.salesTax,
  total: quotes.total,
  issueDate: quotes.issueDate,
  validUntil: quotes.validUntil,
  status: quotes.status,
  supersededAt: quotes.supersededAt,
  createdAt: quotes.createdAt,
  member: personColumns,
  /** A current row's earlier revision that still counts as actual revenue (one index probe; rarely any). */
  approvedRevision: sql<{ id: number; revision: number; signed: boolean } | null>`(
    select json_build_object('id', o.id, 'revision', o.revision, 'signed', o.signed_at is not null)
      from quotes o
     where ${quotes.supersededAt} is null and ${quotes.revision} > 1
       and o.organization_id = ${quotes.organizationId} and lower(o.quote_number) = lower(${quotes.quoteNumber})
       and o.counted and o.superseded_at is not null and o.status = 'Approved'
     limit 1)`,
};

/**
 * One page with its members, in one query: an index gives the quotes in order and each row's member is one
 * primary-key lookup.
 */
async function pageRows(db: DbOrTx, q: ListQuotesFilter, where: SQL) {
  const dir = q.order === 'asc' ? asc : desc;
  const offset = (q.page - 1) * q.perPage;
  if (q.sort === 'member') {
    return db
      .select(rowColumns)
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.userId))
      .where(where)
      .orderBy(dir(users.firstName), dir(users.lastName), dir(quotes.id))
      .limit(q.perPage)
      .offset(offset);
  }
  const column = {
    quote_number: quotes.quoteNumber,
    client: quotes.companyName,
    total: quotes.total,
    date: quotes.issueDate,
    status: quotes.status,
  }[q.sort];
  return db
    .select(rowColumns)
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.userId))
    .where(where)
    .orderBy(dir(column), dir(quotes.id))
    .limit(q.perPage)
    .offset(offset);
}

/**
 * How many quotes match. Without text, total or date filters the monthly summary kept by the database
 * (quote_month_totals, migration 0015) holds the answer in a few hundred rows instead of 100,000 index entries;
 * the Client filter alone sums the counts of the matching client names (quote_client_counts).
 */
async function countQuotes(db: DbOrTx, q: ListQuotesFilter, where: SQL): Promise<number> {
  // Either summary answers only the list of current revisions without a text, total or date filter.
  const summarised =
    !q.includeSuperseded &&
    !q.search?.trim() &&
    q.totalMin === undefined &&
    q.totalMax === undefined &&
    !q.dateFrom &&
    !q.dateTo;
  const summed = summarised && !q.client;
  const clientOnly = summarised && !!q.client && !q.status && !q.memberId && !q.teamId;
  if (clientOnly) {
    // The Client filter alone: the matching names' counts (quote_client_counts), not every matching quote.
    const result = await db.execute(sql`
      select coalesce(sum(c.quotes), 0)::int as n from quote_client_counts c
       where c.organization_id = ${q.organizationId}
         and c.client like ${`%${likeEscape(q.client!.toLowerCase())}%`}`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  if (!summed) {
    const [row] = await db.select({ n: count() }).from(quotes).where(where);
    return row?.n ?? 0;
  }
  // The summary holds the counted rows: the current ones plus the few replaced revisions that still count
  // (migration 0017), taken off again so that each quote number counts once, as the list shows it.
  const filters = (a: SQL) =>
    sql`${q.status ? sql` and ${a}.status = ${q.status}` : sql``}${
      q.memberId ? sql` and ${a}.user_id = ${q.memberId}` : sql``
    }${q.teamId ? sql` and ${a}.team_id = ${q.teamId}` : sql``}`;
  const result = await db.execute(sql`
    select (coalesce(sum(s.quotes), 0) - (
             select count(*) from quotes r
              where r.organization_id = ${q.organizationId} and r.counted and r.superseded_at is not null${filters(sql`r`)}
           ))::int as n
      from quote_month_totals s
     where s.organization_id = ${q.organizationId}${filters(sql`s`)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function listQuotes(db: DbOrTx, q: ListQuotesFilter) {
  const where = listWhere(q);
  const [rows, total] = await Promise.all([pageRows(db, q, where), countQuotes(db, q, where)]);
  return { rows, total };
}

export async function usersById(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select(personColumns).from(users).where(inArray(users.id, unique))
    : [];
  return new Map(rows.map((u) => [u.id, u]));
}

export async function findQuote(
  db: DbOrTx,
  opts: { organizationId: number; id: number; forUpdate?: boolean },
) {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, opts.id), eq(quotes.organizationId, opts.organizationId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A client link's quote with its organisation's name and sub-domain and the last time the client opened it, in
 * one round trip (the client page's data, docs/product/quotes.md#client-approval-page).
 */
export async function findClientQuote(db: DbOrTx, token: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      quote: quotes,
      org: { name: organizations.name, businessDomain: organizations.businessDomain },
      lastOpenedMs: sql<
        number | null
      >`(select extract(epoch from max(e.created_at)) * 1000 from ${quoteEvents} e
        where e.quote_id = ${quotes.id} and e.type = 'opened')::float8`,
    })
    .from(quotes)
    .innerJoin(organizations, eq(organizations.id, quotes.organizationId))
    .where(eq(quotes.clientToken, token));
  const [row] = opts.forUpdate ? await query.for('update', { of: quotes }) : await query;
  if (!row) return null;
  return {
    quote: row.quote,
    org: row.org,
    lastOpenedAt: row.lastOpenedMs === null ? null : new Date(Number(row.lastOpenedMs)),
  };
}

export async function insertQuote(db: DbOrTx, row: NewQuote) {
  const [created] = await db.insert(quotes).values(row).returning();
  return created!;
}

/**
 * Writes a quote. A new status or a new revision changes which revision of the quote number counts on the
 * dashboards, so the family is recounted in the same transaction (the updated row is read back after that).
 */
export async function updateQuote(db: DbOrTx, id: number, set: Partial<NewQuote>) {
  const [updated] = await db.update(quotes).set(set).where(eq(quotes.id, id)).returning();
  if (set.status === undefined && set.supersededAt === undefined) return updated!;
  const counted = await recountQuoteFamily(db, updated!);
  return counted === undefined ? updated! : { ...updated!, counted };
}

/**
 * Which revisions of a quote number the dashboards sum (docs/product/quotes.md#signed-quotes-and-revisions):
 * every current revision, and the latest Approved one even when a newer, undecided or declined revision
 * replaced it; an Approved revision stops counting once a newer one is Approved. So a signed sale counts once,
 * and making a revision never erases it. Answers whether `quote` itself counts now, when that changed.
 */
async function recountQuoteFamily(
  db: DbOrTx,
  quote: { id: number; organizationId: number; quoteNumber: string },
) {
  const result = await db.execute(sql`
    with family as (
      select id, status, revision, superseded_at from quotes
       where organization_id = ${quote.organizationId} and lower(quote_number) = ${quote.quoteNumber.toLowerCase()}
    ), latest as (select max(revision) filter (where status = 'Approved') as approved from family),
    wanted as (
      select f.id, (f.superseded_at is null or coalesce(f.status = 'Approved' and f.revision = l.approved, false)) as counts
        from family f cross join latest l
    )
    update quotes q set counted = w.counts
      from wanted w
     where q.id = w.id and q.counted <> w.counts
    returning q.id, q.counted`);
  const changed = rowsOf<{ id: number; counted: boolean }>(result);
  return changed.find((r) => r.id === quote.id)?.counted;
}

/**
 * A quote's place among its revisions: the one that replaced it, and an earlier one that is Approved and still
 * counts as actual revenue (docs/product/quotes.md#signed-quotes-and-revisions).
 */
export async function revisionLinks(db: DbOrTx, quote: QuoteRowDb) {
  const family = await db
    .select({
      id: quotes.id,
      revision: quotes.revision,
      previousRevisionId: quotes.previousRevisionId,
      status: quotes.status,
      signedAt: quotes.signedAt,
      counted: quotes.counted,
      supersededAt: quotes.supersededAt,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.organizationId, quote.organizationId),
        sql`lower(${quotes.quoteNumber}) = ${quote.quoteNumber.toLowerCase()}`,
      ),
    )
    .orderBy(asc(quotes.revision))
    .limit(1000);
  const approved = family.find(
    (r) => r.id !== quote.id && r.counted && r.supersededAt !== null && r.status === 'Approved',
  );
  return {
    nextRevisionId: family.find((r) => r.previousRevisionId === quote.id)?.id ?? null,
    approvedRevision: approved
      ? { id: approved.id, revision: approved.revision, signed: approved.signedAt !== null }
      : null,
  };
}

/** Whether any quote (of any revision) was made from the calculation: it can then not be deleted. */
export async function calculationHasQuote(db: DbOrTx, calculationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.calculationId, calculationId))
    .limit(1);
  return !!row;
}

/** The organisation's quote numbers, newest first, for the next-number suggestion. */
export async function recentQuoteNumbers(db: DbOrTx, organizationId: number, limit = 20) {
  const rows = await db
    .select({ n: quotes.quoteNumber })
    .from(quotes)
    .where(eq(quotes.organizationId, organizationId))
    .orderBy(desc(quotes.id))
    .limit(limit);
  return rows.map((r) => r.n);
}

export async function quoteNumberTaken(db: DbOrTx, organizationId: number, quoteNumber: string) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.organizationId, organizationId),
        sql`lower(${quotes.quoteNumber}) = ${quoteNumber.toLowerCase()}`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertEvent(db: DbOrTx, event: typeof quoteEvents.$inferInsert) {
  await db.insert(quoteEvents).values(event);
}

export async function listEvents(db: DbOrTx, opts: { organizationId: number; quoteId: number }) {
  return db
    .select()
    .from(quoteEvents)
    .where(and(eq(quoteEvents.quoteId, opts.quoteId), eq(quoteEvents.organizationId, opts.organizationId)))
    .orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id))
    .limit(1000);
}

/**
 * A member's quotations as the dashboards count them (`counted`: current revisions, and a replaced one that is
 * still the latest Approved), optionally of some statuses and since a date:
 * the sums over all of them and the most recent `limit` rows.
 */
export async function memberQuotations(
  db: DbOrTx,
  opts: { organizationId: number; memberId?: number; statuses?: string[]; since?: string; limit: number },
) {
  const where = and(
    eq(quotes.organizationId, opts.organizationId),
    eq(quotes.counted, true),
    opts.memberId ? eq(quotes.userId, opts.memberId) : undefined,
    opts.statuses ? inArray(quotes.status, opts.statuses as never[]) : undefined,
    opts.since ? gte(quotes.issueDate, opts.since) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(quotes).where(where).orderBy(desc(quotes.issueDate), desc(quotes.id)).limit(opts.limit),
    db
      .select({ revenue: sum(quotes.revenue), grossProfit: sum(quotes.grossProfit), n: count() })
      .from(quotes)
      .where(where),
  ]);
  return {
    rows,
    revenue: Number(totals?.revenue ?? 0),
    grossProfit: Number(totals?.grossProfit ?? 0),
    count: totals?.n ?? 0,
  };
}

/** Whether the user is a member of the organisation (member-filtered lists answer 404 otherwise). */
export async function isMember(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select({ id: organizationUsers.id })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
  return !!row;
}
