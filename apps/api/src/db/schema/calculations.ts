import { CALCULATION_STATUSES } from '@app/contracts/calculations/status';
import { sql } from 'drizzle-orm';
import { index, integer, json, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { teams } from './teams';
import { cascadingUserId, orgId, users } from './tenancy';

/**
 * A saved calculation (docs/product/calculations.md#what-a-saved-calculation-holds): its inputs (the
 * person_list, as sent), the snapshot of every rate it used, and
 * the engine's results. Lists and dashboards read the indexed summary columns, never the JSON.
 */
export const calculations = pgTable(
  'calculations',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The author's team when the calculation was created (docs/product/teams-and-members.md#attribution). */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: CALCULATION_STATUSES }).notNull(),
    taxYear: integer('tax_year').notNull(),
    personList: json('person_list').notNull(),
    rateSnapshot: json('rate_snapshot').notNull(),
    results: json('results').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
    totalCost: numeric('total_cost', { precision: 16, scale: 2 }).notNull(),
    grossProfit: numeric('gross_profit', { precision: 16, scale: 2 }).notNull(),
    grossProfitPercent: numeric('gross_profit_percent', { precision: 9, scale: 2 }).notNull(),
    personCount: integer('person_count').notNull(),
    reasonChoice: text('reason_choice'),
    declineReason: text('decline_reason'),
    /** Lower-cased title, team and member name: what the list's free-text search matches. */
    searchText: text('search_text').notNull(),
    /** The revenue as plain digits ("12450.00") for the search's revenue-prefix rule. */
    revenueText: text('revenue_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Bumped by every edit of the inputs; an update must name the version it edits (else 409). */
    version: version(),
    /** Who made the last edit: a stale update's 409 names them. */
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key id and Idempotency-Key it was created under: a retry after a crash finds it (docs/decisions/0012). */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    // Ascending on purpose: scanned backwards they give ORDER BY created_at DESC, id DESC (nulls first),
    // which a DESC NULLS LAST index cannot.
    index('calculations_org_created_id').on(t.organizationId, t.createdAt, t.id),
    index('calculations_org_status_created').on(t.organizationId, t.status, t.createdAt, t.id),
    index('calculations_org_user_created').on(t.organizationId, t.userId, t.createdAt, t.id),
    index('calculations_org_revenue').on(t.organizationId, t.revenue),
    index('calculations_org_team_created').on(t.organizationId, t.teamId, t.createdAt),
    // Prefix searches (short terms, revenue digits) use these; contains-searches use the trigram index.
    index('calculations_org_search_prefix').on(t.organizationId, sql`${t.searchText} text_pattern_ops`),
    index('calculations_org_revenue_prefix').on(t.organizationId, sql`${t.revenueText} text_pattern_ops`),
    index('calculations_org_idempotency_key')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    userId: cascadingUserId(),
    type: text('type', { enum: ['calculation_status', 'quotation_status'] }).notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created').on(t.organizationId, t.userId, t.createdAt, t.id)],
);
