import { V1_CALCULATION_STATUSES } from '@app/contracts/api-v1/calculations';
import { instantFilterSchema } from '@app/contracts/api-v1/common';
import { V1_QUOTE_STATUSES } from '@app/contracts/api-v1/quotes';
import { personListFromWire } from '@app/contracts/calculation';
import { CALCULATION_STATUSES, type CalculationStatus } from '@app/contracts/calculations/status';
import { MAX_ID } from '@app/contracts/limits';
import { QUOTE_STATUSES, type QuoteStatus } from '@app/contracts/quotes/status';
import type { calculations, quotes } from '../../db/schema';
import { dollars } from './money';

/** The app's status labels and v1's codes, position for position. */
const calculationStatusCode = (s: CalculationStatus) =>
  V1_CALCULATION_STATUSES[CALCULATION_STATUSES.indexOf(s)]!;
export const calculationStatusLabel = (code: (typeof V1_CALCULATION_STATUSES)[number]) =>
  CALCULATION_STATUSES[V1_CALCULATION_STATUSES.indexOf(code)]!;
export const quoteStatusLabel = (code: (typeof V1_QUOTE_STATUSES)[number]) =>
  QUOTE_STATUSES[V1_QUOTE_STATUSES.indexOf(code)]!;
const quoteStatusCode = (s: QuoteStatus) => V1_QUOTE_STATUSES[QUOTE_STATUSES.indexOf(s)]!;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

type CalculationSummaryRow = Pick<
  typeof calculations.$inferSelect,
  | 'id'
  | 'name'
  | 'status'
  | 'personCount'
  | 'revenue'
  | 'totalCost'
  | 'grossProfit'
  | 'grossProfitPercent'
  | 'createdAt'
  | 'updatedAt'
>;

export function calculationSummaryV1(row: {
  calculation: CalculationSummaryRow;
  team: { id: number; name: string } | null;
  author: { id: number; firstName: string; lastName: string };
}) {
  const c = row.calculation;
  return {
    id: c.id,
    name: c.name,
    status: calculationStatusCode(c.status),
    team: row.team ? { id: row.team.id, name: row.team.name } : null,
    created_by: { id: row.author.id, name: fullName(row.author) },
    person_count: c.personCount,
    figures: {
      revenue: dollars(c.revenue),
      total_cost: dollars(c.totalCost),
      gross_profit: dollars(c.grossProfit),
      gross_profit_percent: dollars(c.grossProfitPercent),
    },
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function calculationV1(row: {
  calculation: typeof calculations.$inferSelect;
  user: { id: number; firstName: string; lastName: string };
  team: { id: number; name: string } | null;
}) {
  const c = row.calculation;
  return {
    ...calculationSummaryV1({ calculation: c, team: row.team, author: row.user }),
    tax_year: c.taxYear,
    version: c.version,
    persons: personListFromWire(c.personList),
    decline_reason: c.declineReason,
  };
}

export function quoteV1(q: typeof quotes.$inferSelect) {
  return {
    id: q.id,
    quote_number: q.quoteNumber,
    revision: q.revision,
    calculation_id: q.calculationId,
    client_name: q.companyName,
    status: quoteStatusCode(q.status),
    issue_date: q.issueDate,
    valid_until: q.validUntil,
    figures: {
      revenue: dollars(q.revenue),
      sales_tax: dollars(q.salesTax),
      total: dollars(q.total),
      total_cost: dollars(q.totalCost),
      gross_profit: dollars(q.grossProfit),
    },
    sent_at: q.sentAt?.toISOString() ?? null,
    signature: q.signedAt
      ? {
          signed_at: q.signedAt.toISOString(),
          signer_name: q.signerName,
          signer_email: q.signerEmail,
          signer_ip: q.signerIp,
          signature_type: q.signatureType,
          signed_document_sha256: q.signedDocumentSha256,
        }
      : null,
    declined: q.declinedAt ? { declined_at: q.declinedAt.toISOString(), reason: q.declineReason } : null,
    document_sha256: q.documentSha256,
    created_at: q.createdAt.toISOString(),
  };
}

/** The opaque cursor of a keyset page: the last row's created_at (microseconds) and id. */
const encodeCursor = (createdAt: string, id: number) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: string; id: number } | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // A forged cursor is refused here, whole, so an impossible instant or id never reaches a query.
    if (typeof createdAt !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt))
      return null;
    if (!instantFilterSchema.safeParse(createdAt).success) return null;
    if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) return null;
    return { createdAt, id: id as number };
  } catch {
    return null;
  }
}

/** One page of a list read with limit + 1 rows: the page, and the cursor after its last row when more follow. */
export function keysetPage<R extends { cursorAt: string }, T>(
  rows: R[],
  limit: number,
  idOf: (row: R) => number,
  view: (row: R) => T,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(view),
    next_cursor: rows.length > limit && last ? encodeCursor(last.cursorAt, idOf(last)) : null,
  };
}
