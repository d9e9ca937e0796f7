import { ROLE_ID } from '@app/contracts/accounts/roles';
import type { WebhookEventType } from '@app/contracts/webhooks/events';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  jobs,
  organizations,
  organizationUsers,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** Every query of the webhooks module, each filtered by organisation (docs/product/webhooks.md). */

export function listEndpoints(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.id);
}

export async function countEndpoints(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function findEndpoint(
  db: DbOrTx,
  organizationId: number,
  id: number,
  { forUpdate = false } = {},
): Promise<WebhookEndpointRow | undefined> {
  const q = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  organizationId: number,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, organizationId: number, id: number) {
  await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
}

/** The enabled endpoints of an organisation that subscribe to `type`. */
export function subscribedEndpoints(db: DbOrTx, organizationId: number, type: WebhookEventType) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, organizationId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertEvent(db: DbOrTx, values: typeof webhookEvents.$inferInsert) {
  await db.insert(webhookEvents).values(values);
}

export async function findEvent(db: DbOrTx, organizationId: number, id: string) {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, organizationId), eq(webhookEvents.id, id)));
  return row;
}

/** Drops an organisation's events (and their delivery log rows) older than `before`. */
export async function pruneEvents(db: DbOrTx, organizationId: number, before: Date) {
  await db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, organizationId), lt(webhookEvents.createdAt, before)));
}

export async function insertDelivery(db: DbOrTx, values: typeof webhookDeliveries.$inferInsert) {
  await db.insert(webhookDeliveries).values(values);
}

export function listDeliveries(db: DbOrTx, organizationId: number, endpointId: number, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      event_id: webhookDeliveries.eventId,
      event_type: webhookEvents.type,
      status: webhookDeliveries.status,
      response_code: webhookDeliveries.responseCode,
      duration_ms: webhookDeliveries.durationMs,
      attempt: webhookDeliveries.attempt,
      error: webhookDeliveries.error,
      created_at: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId)),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: DbOrTx, organizationId: number, endpointId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

/** The organisation's Owner (who is told an endpoint was disabled) and its name. */
export async function ownerOf(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ email: users.email, orgName: organizations.name, businessDomain: organizations.businessDomain })
    .from(organizations)
    .innerJoin(
      organizationUsers,
      and(
        eq(organizationUsers.organizationId, organizations.id),
        eq(organizationUsers.roleId, ROLE_ID.Owner),
      ),
    )
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** Whether this event's delivery to this endpoint is queued or under way (unfinished jobs only: `jobs_due`). */
export async function deliveryPending(
  db: DbOrTx,
  kind: string,
  job: { endpointId: number; eventId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        inArray(jobs.state, ['queued', 'running']),
        sql`${jobs.payload}->>'endpointId' = ${String(job.endpointId)}`,
        sql`${jobs.payload}->>'eventId' = ${job.eventId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
