import { QUOTE_EVENT_TYPES, QUOTE_STATUSES } from '@app/contracts/quotes/status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calculations } from './calculations';
import { createdAt, updatedAt, version } from './columns';
import { teams } from './teams';
import { orgId, users } from './tenancy';

/**
 * A quote made from an Approved calculation (docs/product/quotes.md). It freezes what it shows (`document`) and
 * its figures; lists and dashboards read the indexed summary columns. A signed quote is never changed: a change
 * makes a new row with the same quote_number and the next revision, and the signed one gets `superseded_at`.
 * Dashboards sum the `counted` rows: current revisions, and a replaced one while it is the latest Approved.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    calculationId: integer('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'restrict' }),
    /** The calculation's member: whose quote it is on the dashboards. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The calculation's team, copied; deleting the team keeps the quote, without a team. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    quoteNumber: text('quote_number').notNull(),
    revision: integer('revision').notNull().default(1),
    previousRevisionId: integer('previous_revision_id'),
    companyName: text('company_name').notNull(),
    /** State ids quoted. */
    quoteStateIds: json('quote_state_ids').$type<number[]>().notNull(),
    /** Per person of the calculation (index in its person_list), how many are billed. */
    personSelection: json('person_selection').$type<{ index: number; count: number }[]>().notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    terms: text('terms').notNull().default(''),
    /** Everything the quote shows (QuoteDocument in contracts), frozen when made or edited. */
    document: json('document').notNull(),
    /** SHA-256 (hex) of the document's canonical JSON. */
    documentSha256: text('document_sha256').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
    salesTax: numeric('sales_tax', { precision: 16, scale: 2 }).notNull(),
    /** revenue + sales tax. */
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    totalCost: numeric('total_cost', { precision: 16, scale: 2 }).notNull(),
    grossProfit: numeric('gross_profit', { precision: 16, scale: 2 }).notNull(),
    /** The client link's secret: 256 random bits, base64url. */
    clientToken: text('client_token').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    /** SHA-256 of the exact document the signer was shown (equal to document_sha256 at signing). */
    signedDocumentSha256: text('signed_document_sha256'),
    signatureType: text('signature_type', { enum: ['drawn', 'typed'] }),
    /** A PNG data URL (drawn) or the typed name; bounded by the contracts. */
    signature: text('signature'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /**
     * Whether the dashboards sum this row: every current revision, and the latest Approved revision of its quote
     * number while a newer one is not Approved (migration 0017; kept by quotes.repo.ts, recountQuoteFamily).
     */
    counted: boolean('counted').notNull().default(true),
    /** Lower-cased client, quote number, status and member name: what the list's search matches. */
    searchText: text('search_text').notNull(),
    /** The total as plain digits ("12450.00") for the search's total-prefix rule. */
    totalText: text('total_text').notNull(),
    version: version(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Lists and dashboards read current revisions only: partial indexes, so a count is an index-only scan.
    const current = sql`${t.supersededAt} is null`;
    return [
      // One quote number per organisation, case-insensitively; revisions share it.
      uniqueIndex('quotes_org_number_revision').on(
        t.organizationId,
        sql`lower(${t.quoteNumber})`,
        t.revision,
      ),
      index('quotes_calculation').on(t.calculationId),
      // The list's default order (issue date, id) overall, per status and per member; ascending so that a
      // backward scan gives DESC with ties by id.
      index('quotes_org_issue_id').on(t.organizationId, t.issueDate, t.id).where(current),
      index('quotes_org_status_issue').on(t.organizationId, t.status, t.issueDate, t.id).where(current),
      index('quotes_org_user_issue').on(t.organizationId, t.userId, t.issueDate, t.id).where(current),
      // Dashboards: sums per team by status and date.
      index('quotes_org_team_status_issue')
        .on(t.organizationId, t.teamId, t.status, t.issueDate)
        .where(current),
      index('quotes_org_total').on(t.organizationId, t.total).where(current),
      index('quotes_org_search_prefix')
        .on(t.organizationId, sql`${t.searchText} text_pattern_ops`)
        .where(current),
      index('quotes_org_total_prefix')
        .on(t.organizationId, sql`${t.totalText} text_pattern_ops`)
        .where(current),
    ];
  },
);

/** A quote's history: who did what, and when (docs/product/quotes.md#history). */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    organizationId: orgId(),
    type: text('type', { enum: QUOTE_EVENT_TYPES }).notNull(),
    /** The member who acted; null when the client (or the system) did. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown: a member's name or "Client: name <e-mail>". */
    actorLabel: text('actor_label').notNull(),
    detail: json('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('quote_events_quote_created').on(t.quoteId, t.createdAt, t.id)],
);
