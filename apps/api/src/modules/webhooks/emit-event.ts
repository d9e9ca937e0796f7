import { randomBytes } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '@app/contracts/webhooks/events';
import { WEBHOOK_RETENTION_DAYS } from '@app/contracts/webhooks/limits';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { insertEvent, pruneEvents, subscribedEndpoints } from './webhooks.repo';

/** The job kind of one event's delivery to one endpoint (deliver-webhook.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/**
 * Waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 15 h, so the seventh and last attempt comes
 * about 23.6 h after the first (docs/product/webhooks.md#retries).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 54_000_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
export const webhookRetryDelayMs = (failures: number) =>
  WEBHOOK_RETRY_DELAYS_MS[Math.min(failures, WEBHOOK_RETRY_DELAYS_MS.length) - 1]!;

export interface DeliveryJob {
  organizationId: number;
  endpointId: number;
  eventId: string;
}

type DataOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>['data'];

const DAY_MS = 24 * 60 * 60_000;

/**
 * Queues one delivery of a stored event to an endpoint (a new event, or Resend), marked as the organisation's
 * work: the webhook lane runs at most a few of one organisation's deliveries at once (app.ts,
 * docs/decisions/0004-job-queue.md#fair-shares-between-organisations).
 */
export function queueDelivery(tx: DbOrTx, job: DeliveryJob) {
  return enqueueJob(tx, WEBHOOK_DELIVERY_JOB, job, {
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    organizationId: job.organizationId,
  });
}

/**
 * Records an event and queues its delivery to every enabled endpoint of the organisation that subscribes to it,
 * in the caller's transaction (a transactional outbox, docs/decisions/0004-job-queue.md): the event exists
 * exactly when the change that caused it committed. Without a subscribed endpoint nothing is written.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: DbOrTx,
  organizationId: number,
  type: T,
  data: DataOf<T>,
  now: Date,
): Promise<string | null> {
  const endpoints = await subscribedEndpoints(tx, organizationId, type);
  if (endpoints.length === 0) return null;
  const id = `evt_${randomBytes(16).toString('hex')}`;
  const event = { id, type, created: now.toISOString(), data };
  await pruneEvents(tx, organizationId, new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * DAY_MS));
  await insertEvent(tx, { id, organizationId, type, body: JSON.stringify(event), createdAt: now });
  for (const endpoint of endpoints) {
    await queueDelivery(tx, { organizationId, endpointId: endpoint.id, eventId: id });
  }
  return id;
}
