import type { ApiKeyRevokedReason, ApiKeyScope } from '@app/contracts/api-keys/api-keys';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orgId, users } from './tenancy';

/**
 * An organisation's API keys (docs/product/api-keys.md). The key `sm_live_<prefix>_<secret>` is shown once;
 * only `prefix` (to find the row) and the SHA-256 of the secret are stored (docs/security.md#api-keys).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    organizationId: orgId(),
    /** The key acts with this member's role in the organisation, capped by `scope`. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiKeyScope>().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: by an Owner or Admin, or because its maker left the organisation. */
    revokedReason: text('revoked_reason').$type<ApiKeyRevokedReason>(),
  },
  (t) => [
    uniqueIndex('api_keys_prefix').on(t.prefix),
    index('api_keys_org').on(t.organizationId, t.createdAt),
    check('api_keys_scope_check', sql`${t.scope} IN ('read', 'read_write')`),
    check(
      'api_keys_revoked_reason_check',
      sql`(${t.revokedAt} IS NULL AND ${t.revokedReason} IS NULL) OR (${t.revokedAt} IS NOT NULL AND ${t.revokedReason} IN ('revoked', 'maker_removed'))`,
    ),
  ],
);

/**
 * The first answer of each POST sent with an Idempotency-Key, per API key, for 24 hours: a repeat gets it
 * again instead of a second effect. `state` is 'running' while the first request works.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    /** Until when the running request's process holds the claim; it renews while it works (docs/decisions/0012). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'api_idempotency_pk', columns: [t.apiKeyId, t.key] }),
    index('api_idempotency_created_at').on(t.createdAt),
  ],
);
