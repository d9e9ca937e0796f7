import type { WebhookEventType } from '@app/contracts/webhooks/events';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { orgId } from './tenancy';

/**
 * An organisation's webhook endpoints (docs/product/webhooks.md). The secret signs each delivery (HMAC-SHA256),
 * so it is kept as is: it is shown once, at creation or when rolled, and never answered again.
 * `failed_events` counts consecutive events whose every attempt failed; at the limit the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failedEvents: integer('failed_events').notNull().default(0),
    /** Bumped by every change of the endpoint; an edit names the version it read, else 409 (docs/concurrency.md). */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_org').on(t.organizationId)],
);

/** One event as it was sent: the body a Resend delivers again, same id. Kept WEBHOOK_RETENTION_DAYS. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    type: text('type').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_org_created').on(t.organizationId, t.createdAt)],
);

/** The delivery log: one row per attempt (status, response code, duration), kept WEBHOOK_RETENTION_DAYS. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: orgId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms').notNull(),
    attempt: integer('attempt').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', sql`${t.status} IN ('succeeded', 'failed')`),
    index('webhook_deliveries_endpoint_created').on(t.endpointId, t.createdAt),
  ],
);
