import type { Env } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { appUrl } from '../../platform/app-url';
import { recordAudit } from '../../platform/audit/settings-audit';
import type { JobHandler } from '../../platform/jobs/job-queue';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { MAIL_JOB } from '../../platform/mail/mail-outbox';
import { webhookDisabledMail } from '../../platform/mail/templates';
import type { DeliveryJob } from './emit-event';
import { postJson } from './post-json';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './sign';
import { findEndpoint, findEvent, insertDelivery, ownerOf, updateEndpoint } from './webhooks.repo';

/** An endpoint is disabled once this many events in a row failed on every attempt (docs/product/webhooks.md). */
export const DISABLE_AFTER_FAILED_EVENTS = 5;

export interface DeliveryDeps {
  db: Db;
  env: Env;
  /** "Now" of the signature's timestamp (the app's clock). */
  now: () => Date;
}

/**
 * The `webhook-delivery` job: POSTs the stored event to the endpoint, signed with its secret, and logs the
 * attempt. A non-2xx answer, a timeout or a refused address throws, so the job is retried on the webhook
 * schedule (emit-event.ts); when the last attempt fails the endpoint's run of failed events grows, and at
 * DISABLE_AFTER_FAILED_EVENTS it is disabled and its Owner e-mailed, in one transaction. A disabled or deleted
 * endpoint is not delivered to (its queued jobs end quietly).
 */
export function webhookDeliveryHandler(deps: DeliveryDeps): JobHandler {
  const { db, env } = deps;
  return async (payload, job) => {
    const { organizationId, endpointId, eventId } = payload as DeliveryJob;
    const endpoint = await findEndpoint(db, organizationId, endpointId);
    const event = await findEvent(db, organizationId, eventId);
    if (!endpoint?.enabled || !event) return;
    const t = Math.floor(deps.now().getTime() / 1000);
    const result = await postJson(
      endpoint.url,
      event.body,
      {
        'user-agent': 'StaffMargin-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, event.body, t),
        [EVENT_ID_HEADER]: event.id,
      },
      { timeoutMs: env.WEBHOOK_TIMEOUT_MS, allowLoopback: env.NODE_ENV !== 'production' },
    );
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const lastAttempt = job.attempts >= job.maxAttempts;
    await db.transaction(async (tx) => {
      await insertDelivery(tx, {
        organizationId,
        endpointId,
        eventId,
        status: ok ? 'succeeded' : 'failed',
        responseCode: result.status,
        durationMs: result.durationMs,
        attempt: job.attempts,
        error: result.error?.slice(0, 500) ?? null,
      });
      if (ok || lastAttempt) await countOutcome(tx, deps, endpoint.id, organizationId, ok);
    });
    if (!ok) throw new Error(result.error ?? `The endpoint answered ${result.status}`);
  };
}

/** A delivered event ends the run of failed ones; an event that failed on every attempt lengthens it. */
async function countOutcome(
  tx: DbOrTx,
  deps: DeliveryDeps,
  endpointId: number,
  organizationId: number,
  ok: boolean,
) {
  const current = await findEndpoint(tx, organizationId, endpointId, { forUpdate: true });
  if (!current) return;
  if (ok) {
    if (current.failedEvents > 0) await updateEndpoint(tx, organizationId, endpointId, { failedEvents: 0 });
    return;
  }
  const failedEvents = current.failedEvents + 1;
  const disable = current.enabled && failedEvents >= DISABLE_AFTER_FAILED_EVENTS;
  await updateEndpoint(tx, organizationId, endpointId, {
    failedEvents,
    ...(disable
      ? {
          enabled: false,
          disabledReason: `Disabled after ${failedEvents} events in a row failed on every attempt`,
          // An edit read before this would turn it back on unseen: it is a new version, logged as no one's.
          version: current.version + 1,
          updatedAt: deps.now(),
        }
      : {}),
  });
  if (!disable) return;
  await recordAudit(tx, {
    organizationId,
    userId: null,
    area: 'webhooks',
    recordId: endpointId,
    action: 'update',
    oldValue: { url: current.url, enabled: true },
    newValue: { url: current.url, enabled: false },
  });
  const owner = await ownerOf(tx, organizationId);
  if (!owner) return;
  // The e-mail is a job of the same transaction: it goes out exactly when the endpoint is disabled.
  await enqueueJob(
    tx,
    MAIL_JOB,
    webhookDisabledMail(
      owner.email,
      owner.orgName,
      { url: current.url, failedEvents },
      appUrl(deps.env, '/settings/webhooks', owner.businessDomain),
    ),
  );
}
