import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { JobWorker } from '../../platform/jobs/worker';
import { isRecorded } from './billing-ledger.repo';
import type { BillingDeps } from './deps';
import { applyBillingEvent } from './events';
import { billingEventOf } from './providers/stripe';

/**
 * Stripe's webhooks are answered as soon as their signature is verified: the event goes into the jobs table
 * and any API process's worker applies it, retrying on failure (docs/decisions/0004-job-queue.md). A crash
 * after the answer loses no event, and a slow database does not keep Stripe waiting into its own retries.
 * Each event still takes effect once: `applyBillingEvent` records its id with its effects.
 */
export const BILLING_EVENT_JOB = 'billing-event';

interface QueuedEvent {
  eventId: string;
  /** The event as Stripe sent it (verified). */
  raw: unknown;
}

/** Queues a verified event; true when it had been applied already (a redelivery), and nothing is queued. */
export async function queueStripeEvent(
  db: DbOrTx,
  jobs: JobWorker,
  event: { id: string; raw: unknown },
): Promise<{ duplicate: boolean }> {
  if (await isRecorded(db, 'stripe', event.id)) return { duplicate: true };
  await jobs.add(BILLING_EVENT_JOB, { eventId: event.id, raw: event.raw } satisfies QueuedEvent);
  return { duplicate: false };
}

/** The job that applies a queued Stripe event. */
export function billingEventHandler(deps: BillingDeps): JobHandler {
  return async (payload) => {
    const { eventId, raw } = payload as QueuedEvent;
    const event = billingEventOf(raw as Stripe.Event);
    // Webhooks arrive in any order: subscription state is applied from a fresh read (events.ts).
    const current = deps.provider.kind === 'stripe' ? deps.provider.retrieveSubscription : undefined;
    await applyBillingEvent(deps, 'stripe', eventId, event?.type ?? 'ignored', event, current);
  };
}
