import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@app/contracts/errors';
import type { CreateWebhookBody, UpdateWebhookBody } from '@app/contracts/webhooks/endpoints';
import { MAX_WEBHOOK_ENDPOINTS } from '@app/contracts/webhooks/limits';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { lockCountCap } from '../../db/count-limit';
import { recordAudit, staleSetting } from '../../platform/audit/settings-audit';
import type { Clock } from '../../platform/clock';
import { countHit } from '../../platform/counters/counters';
import { AppError } from '../../plugins/app-error';
import { queueDelivery, WEBHOOK_DELIVERY_JOB } from './emit-event';
import {
  countEndpoints,
  deleteEndpoint,
  deliveryPending,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  type WebhookEndpointRow,
} from './webhooks.repo';

/** Settings, Webhooks (docs/product/webhooks.md#endpoints): Owner and Admin manage the endpoints. */

export interface WebhookDeps {
  db: Db;
  env: Env;
  /** "Now": the stamp of endpoint changes. */
  clock: Clock;
}
export interface WebhookActor {
  organizationId: number;
  userId: number;
}

/** An endpoint as answered: never its secret. */
const endpointView = (row: WebhookEndpointRow) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  version: row.version,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});
/** What the history records of a change (the secret never). */
const audited = (row: WebhookEndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
});

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** In production events leave only over TLS (docs/security.md#webhooks-and-ssrf). */
function assertUrlAllowed(env: Env, url: string | undefined) {
  if (url && env.NODE_ENV === 'production' && new URL(url).protocol !== 'https:') {
    throw AppError.validation({ url: ['Use an https URL'] });
  }
}

export const listWebhooks = async (db: Db, organizationId: number) =>
  (await listEndpoints(db, organizationId)).map(endpointView);

export async function createWebhook(deps: WebhookDeps, actor: WebhookActor, body: CreateWebhookBody) {
  assertUrlAllowed(deps.env, body.url);
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    await lockCountCap(tx, 'webhook_endpoints', actor.organizationId);
    if ((await countEndpoints(tx, actor.organizationId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw AppError.validation({ url: [`An organisation has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`] });
    }
    const row = await insertEndpoint(tx, {
      organizationId: actor.organizationId,
      url: body.url,
      description: body.description ?? '',
      events: [...new Set(body.events)],
      enabled: body.enabled ?? true,
      secret,
    });
    await recordAudit(tx, {
      ...actor,
      area: 'webhooks',
      recordId: row.id,
      action: 'create',
      newValue: audited(row),
    });
    return row;
  });
  return { data: endpointView(row), secret };
}

/**
 * One change of an endpoint, on its locked row, with its audit row. Every change bumps the version; an edit of
 * the fields (`readVersion`) made from an older one is refused with a 409 naming who saved since, so two
 * people editing at once never overwrite each other unseen (docs/concurrency.md).
 */
async function editEndpoint(
  deps: WebhookDeps,
  actor: WebhookActor,
  id: number,
  change: (current: WebhookEndpointRow) => Partial<WebhookEndpointRow>,
  { readVersion, auditNote }: { readVersion?: number; auditNote?: Record<string, unknown> } = {},
) {
  return deps.db.transaction(async (tx) => {
    // FOR UPDATE: a parallel edit waits here, then sees the version this one wrote.
    const current = await findEndpoint(tx, actor.organizationId, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Webhook endpoint');
    if (readVersion !== undefined && readVersion !== current.version) {
      throw await staleSetting(
        tx,
        { organizationId: actor.organizationId, area: 'webhooks', recordId: id, what: 'webhook endpoint' },
        current,
      );
    }
    const updated = await updateEndpoint(tx, actor.organizationId, id, {
      ...change(current),
      version: current.version + 1,
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      ...actor,
      area: 'webhooks',
      recordId: id,
      action: 'update',
      oldValue: audited(current),
      newValue: { ...audited(updated!), ...auditNote },
    });
    return updated!;
  });
}

export async function updateWebhook(
  deps: WebhookDeps,
  actor: WebhookActor,
  id: number,
  body: UpdateWebhookBody,
) {
  assertUrlAllowed(deps.env, body.url);
  const row = await editEndpoint(
    deps,
    actor,
    id,
    (current) => ({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      // Enabled again by a person: the run of failed events starts over.
      ...(body.enabled && !current.enabled ? { failedEvents: 0, disabledReason: null } : {}),
    }),
    { readVersion: body.version },
  );
  return endpointView(row);
}

/** A new secret, shown once; deliveries from now on are signed with it. */
export async function rollWebhookSecret(deps: WebhookDeps, actor: WebhookActor, id: number) {
  const secret = newSecret();
  const row = await editEndpoint(deps, actor, id, () => ({ secret }), { auditNote: { secret: 'rolled' } });
  return { data: endpointView(row), secret };
}

export async function deleteWebhook(deps: WebhookDeps, actor: WebhookActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const current = await findEndpoint(tx, actor.organizationId, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Webhook endpoint');
    await deleteEndpoint(tx, actor.organizationId, id);
    await recordAudit(tx, {
      ...actor,
      area: 'webhooks',
      recordId: id,
      action: 'delete',
      oldValue: audited(current),
    });
  });
}

export async function webhookDeliveries(db: Db, organizationId: number, id: number, limit: number) {
  if (!(await findEndpoint(db, organizationId, id))) throw AppError.notFound('Webhook endpoint');
  return listDeliveries(db, organizationId, id, limit);
}

/** Resends an organisation may ask for in a minute (docs/product/webhooks.md#resend). */
const RESENDS_PER_MINUTE = 10;

/**
 * Resend: a new delivery of the same event (same id and body) to the endpoint, with its own retries. At most
 * RESENDS_PER_MINUTE an organisation, and none while that event's delivery to that endpoint is still queued or
 * under way: 60 clicks on a dead endpoint queue one delivery, not 60 that each wait out the timeout.
 */
export async function resendWebhook(
  deps: Pick<WebhookDeps, 'db' | 'clock'>,
  organizationId: number,
  id: number,
  deliveryId: number,
): Promise<'queued' | 'already_queued'> {
  const { db } = deps;
  const endpoint = await findEndpoint(db, organizationId, id);
  if (!endpoint) throw AppError.notFound('Webhook endpoint');
  const delivery = await findDelivery(db, organizationId, id, deliveryId);
  if (!delivery) throw AppError.notFound('Delivery');
  if (!endpoint.enabled) throw new AppError(ErrorCode.Conflict, 'Enable the endpoint before resending');
  const now = deps.clock.now().getTime();
  const hit = await countHit(db, {
    bucket: 'webhook_resend',
    key: String(organizationId),
    windowMs: 60_000,
    now,
  });
  if (hit.count > RESENDS_PER_MINUTE) {
    throw AppError.tooManyRequests(
      `At most ${RESENDS_PER_MINUTE} resends a minute; try again shortly`,
      (hit.resetsAt.getTime() - now) / 1000,
    );
  }
  const job = { organizationId, endpointId: id, eventId: delivery.eventId };
  if (await deliveryPending(db, WEBHOOK_DELIVERY_JOB, job)) return 'already_queued';
  await queueDelivery(db, job);
  return 'queued';
}
