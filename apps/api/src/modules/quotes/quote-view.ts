import { createHash, randomBytes } from 'node:crypto';
import { quoteLineRows } from '@app/contracts/quotes/lines';
import type {
  clientQuotationSchema,
  QuoteDocument,
  quotationDetailSchema,
  quoteRowSchema,
} from '@app/contracts/quotes/responses';
import type { z } from 'zod';
import type { QuoteRowDb } from './quotes.repo';

/** The API's side of the answers: timestamps as Dates (the serializer writes ISO strings). */
type QuotationDetail = z.output<typeof quotationDetailSchema>;
type ClientQuotation = z.output<typeof clientQuotationSchema>;
type QuoteRow = z.output<typeof quoteRowSchema>;

type Person = { id: number; first_name: string; last_name: string; email: string; image: string | null };
const unknownPerson = (id: number): Person => ({ id, first_name: '', last_name: '', email: '', image: null });

/** JSON with every object's keys sorted: the same document always gives the same bytes, hence the same hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The document's fingerprint: SHA-256 of its canonical JSON (what the client page shows, field for field). */
export const documentHash = (doc: QuoteDocument) => sha256Hex(canonicalJson(doc));

/** A client link's secret: 32 random bytes (256 bits), base64url, 43 characters. */
export const newClientToken = () => randomBytes(32).toString('base64url');

/** Today in UTC as YYYY-MM-DD, and a date plus days. */
export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The link no longer opens for signing: its valid-until day has passed, and the client has not answered. */
export const linkExpired = (q: Pick<QuoteRowDb, 'validUntil' | 'signedAt' | 'declinedAt'>, now: Date) =>
  !q.signedAt && !q.declinedAt && q.validUntil < todayUtc(now);

/** What the search matches, lower-cased: client, quote number, status and member name. */
export const searchTextOf = (
  q: { companyName: string; quoteNumber: string; status: string },
  member: string,
) => [q.companyName, q.quoteNumber, q.status, member].join(' ').toLowerCase();

const money = (v: string | number) => Number(v);

type ApprovedRevision = { id: number; revision: number; signed: boolean } | null;

export function detailView(
  q: QuoteRowDb,
  people: { user: Person | undefined; createdBy: Person | undefined },
  revisions: { nextRevisionId: number | null; approvedRevision: ApprovedRevision },
  now: Date,
): QuotationDetail {
  const doc = q.document as QuoteDocument;
  const organization = { name: doc.organization.name, image: doc.organization.image };
  const duration = { start_date: q.startDate, end_date: q.endDate };
  return {
    id: q.id,
    uuid: q.clientToken,
    invoice: q.quoteNumber,
    quote_number: q.quoteNumber,
    revision: q.revision,
    client_name: q.companyName,
    company_name: q.companyName,
    calculation_id: q.calculationId,
    team_id: q.teamId,
    user: people.user ?? unknownPerson(q.userId),
    created_by: q.createdById ? (people.createdBy ?? unknownPerson(q.createdById)) : null,
    status: q.status,
    quote_state: q.quoteStateIds,
    person_selection_data: q.personSelection,
    issue_date: q.issueDate,
    valid_until: q.validUntil,
    terms: q.terms,
    items: quoteLineRows(doc.lines).map((l) => ({
      title: `${l.title} (${l.detail})`,
      qty: l.people,
      issue_date: q.issueDate,
      project_cost: l.amount,
    })),
    document: doc,
    document_sha256: q.documentSha256,
    revenue: money(q.revenue),
    vat: money(q.salesTax),
    sales_tax: money(q.salesTax),
    sub_total: money(q.revenue),
    balance: money(q.revenue),
    total: money(q.total),
    total_cost: money(q.totalCost),
    gross_profit: money(q.grossProfit),
    sent_at: q.sentAt,
    signed_at: q.signedAt,
    signer_name: q.signerName,
    signer_email: q.signerEmail,
    signer_ip: q.signerIp,
    signer_user_agent: q.signerUserAgent,
    signed_document_sha256: q.signedDocumentSha256,
    signature_type: q.signatureType,
    declined_at: q.declinedAt,
    decline_reason: q.declineReason,
    superseded_at: q.supersededAt,
    previous_revision_id: q.previousRevisionId,
    next_revision_id: revisions.nextRevisionId,
    counted: q.counted,
    approved_revision: revisions.approvedRevision,
    link_expired: linkExpired(q, now),
    duration,
    organization,
    version: q.version,
    created_at: q.createdAt,
    updated_at: q.updatedAt,
  };
}

/**
 * The client's view: the frozen document and the signing state. Built field by field from the document (never
 * by copying the row), so no cost, wage, burden or margin figure can reach it.
 */
export function clientView(q: QuoteRowDb, now: Date): ClientQuotation {
  const doc = q.document as QuoteDocument;
  return {
    uuid: q.clientToken,
    invoice: q.quoteNumber,
    client_name: q.companyName,
    status: q.status,
    issue_date: q.issueDate,
    valid_until: q.validUntil,
    document: doc,
    document_sha256: q.documentSha256,
    sub_total: doc.sub_total,
    vat: doc.sales_tax,
    total: doc.total,
    amount_due: doc.total,
    signed: q.signedAt && q.signerName ? { signer_name: q.signerName, signed_at: q.signedAt } : null,
    declined: q.declinedAt ? { declined_at: q.declinedAt } : null,
    can_respond: !q.signedAt && !q.declinedAt && !q.supersededAt && !linkExpired(q, now),
  };
}

type ListColumns =
  | 'id'
  | 'clientToken'
  | 'quoteNumber'
  | 'revision'
  | 'companyName'
  | 'userId'
  | 'teamId'
  | 'revenue'
  | 'salesTax'
  | 'total'
  | 'issueDate'
  | 'validUntil'
  | 'status'
  | 'supersededAt'
  | 'createdAt';

export function rowView(
  q: Pick<QuoteRowDb, ListColumns> & { approvedRevision: ApprovedRevision },
  member: Person | undefined,
): QuoteRow {
  return {
    id: q.id,
    uuid: q.clientToken,
    quote_number: q.quoteNumber,
    revision: q.revision,
    client_name: q.companyName,
    user: member ?? unknownPerson(q.userId),
    team_id: q.teamId,
    revenue: money(q.revenue),
    sales_tax: money(q.salesTax),
    total: money(q.total),
    issue_date: q.issueDate,
    valid_until: q.validUntil,
    status: q.status,
    superseded: q.supersededAt !== null,
    approved_revision: q.approvedRevision,
    created_at: q.createdAt,
  };
}

/** The suggested next quote number: the latest one with its trailing number plus one (Q-0041 -> Q-0042). */
export function nextQuoteNumber(recent: readonly string[]): string {
  for (const n of recent) {
    const m = /^(.*?)(\d+)$/.exec(n);
    if (m) {
      const next = String(Number(m[2]) + 1).padStart(m[2]!.length, '0');
      return `${m[1]}${next}`;
    }
  }
  return recent.length ? `${recent[0]}-2` : 'Q-0001';
}
