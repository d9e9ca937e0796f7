import type { ListQuotesQuery, QuotationPeriodQuery } from '@app/contracts/quotes/requests';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { addDays, clientView, detailView, nextQuoteNumber, rowView, todayUtc } from './quote-view';
import {
  findQuote,
  isMember,
  listEvents,
  listQuotes,
  memberQuotations,
  type QuoteRowDb,
  quoteNumberTaken,
  recentQuoteNumbers,
  revisionLinks,
  usersById,
} from './quotes.repo';

/** The internal answer of a quote: the detail, with the historic duration and organization beside it. */
export async function quotationAnswer(db: Db, quote: QuoteRowDb, now: Date) {
  const [people, revisions] = await Promise.all([
    usersById(db, [quote.userId, ...(quote.createdById ? [quote.createdById] : [])]),
    revisionLinks(db, quote),
  ]);
  const quotation = detailView(
    quote,
    {
      user: people.get(quote.userId),
      createdBy: quote.createdById ? people.get(quote.createdById) : undefined,
    },
    revisions,
    now,
  );
  return { quotation, duration: quotation.duration, organization: quotation.organization };
}

/** The client's answer: the same historic shape, with the client's view only. */
export function clientAnswer(quote: QuoteRowDb, now: Date) {
  const quotation = clientView(quote, now);
  return {
    quotation,
    duration: { start_date: quotation.document.start_date, end_date: quotation.document.end_date },
    organization: {
      name: quotation.document.organization.name,
      image: quotation.document.organization.image,
    },
  };
}

export async function getQuote(db: Db, organizationId: number, id: number) {
  const quote = await findQuote(db, { organizationId, id });
  if (!quote) throw AppError.notFound('Quote');
  return quote;
}

export async function quotePage(db: Db, organizationId: number, q: ListQuotesQuery, memberId?: number) {
  if (memberId && !(await isMember(db, organizationId, memberId))) throw AppError.notFound('Member');
  const { rows, total } = await listQuotes(db, {
    organizationId,
    page: q.page,
    perPage: q.per_page,
    status: q.status,
    client: q.client,
    memberId: memberId ?? q.member_id,
    teamId: q.team_id,
    totalMin: q.total_min,
    totalMax: q.total_max,
    dateFrom: q.date_from,
    dateTo: q.date_to,
    search: q.search,
    sort: q.sort,
    order: q.order,
    includeSuperseded: q.include_superseded === 'true',
  });
  return {
    quotation: rows.map((r) => rowView(r, r.member)),
    total,
    page: q.page,
    per_page: q.per_page,
  };
}

/** A member's quotations of some statuses (all when none), since a period's start: sums and latest rows. */
export async function memberQuotationList(
  db: Db,
  organizationId: number,
  opts: { memberId?: number; statuses?: string[]; period?: QuotationPeriodQuery['filter']; now: Date },
) {
  if (opts.memberId && !(await isMember(db, organizationId, opts.memberId)))
    throw AppError.notFound('Member');
  const today = todayUtc(opts.now);
  const since =
    opts.period === '7'
      ? addDays(today, -7)
      : opts.period === '30'
        ? addDays(today, -30)
        : opts.period === 'year'
          ? `${today.slice(0, 4)}-01-01`
          : undefined;
  const data = await memberQuotations(db, {
    organizationId,
    memberId: opts.memberId,
    statuses: opts.statuses,
    since,
    limit: 500,
  });
  return {
    status: 200,
    data: {
      quotation: data.rows.map((r) => ({
        id: r.id,
        quote_number: r.quoteNumber,
        client_name: r.companyName,
        revenue: Number(r.revenue),
        gross_profit: Number(r.grossProfit),
        sales_tax: Number(r.salesTax),
        total: Number(r.total),
        issue_date: r.issueDate,
        status: r.status,
      })),
      revenue: data.revenue,
      gross_profit: data.grossProfit,
      count: data.count,
    },
  };
}

/** The suggested next number: the latest number plus one, skipping numbers already used. */
export async function suggestQuoteNumber(db: Db, organizationId: number) {
  let candidate = nextQuoteNumber(await recentQuoteNumbers(db, organizationId));
  for (let i = 0; i < 50 && (await quoteNumberTaken(db, organizationId, candidate)); i++) {
    candidate = nextQuoteNumber([candidate]);
  }
  return candidate;
}

export async function quoteEvents(db: Db, organizationId: number, quoteId: number) {
  await getQuote(db, organizationId, quoteId);
  const rows = await listEvents(db, { organizationId, quoteId });
  return rows.map((e) => ({
    id: e.id,
    type: e.type,
    actor: e.actorLabel,
    actor_user_id: e.actorUserId,
    detail: e.detail,
    ip: e.ip,
    created_at: e.createdAt,
  }));
}
