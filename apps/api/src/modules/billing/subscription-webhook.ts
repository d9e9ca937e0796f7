import { centsText } from '@app/contracts/money';
import type { DbOrTx } from '../../db/client';
import { emitWebhookEvent } from '../webhooks';
import { findSubscription } from './billing.repo';
import { subscriptionView } from './billing-view';

/**
 * `subscription.changed` (docs/product/webhooks.md#events), in the transaction that stored the change: the
 * subscription as it now is, its price for one period as the billing page shows it.
 */
export async function emitSubscriptionChanged(
  tx: DbOrTx,
  organizationId: number,
  change: 'created' | 'updated' | 'cancelled',
  now: Date,
) {
  const found = await findSubscription(tx, organizationId);
  if (!found) return;
  const view = subscriptionView(found.subscription, found.plan);
  await emitWebhookEvent(
    tx,
    organizationId,
    'subscription.changed',
    {
      subscription: {
        change,
        plan: found.plan.name,
        seats: view.members,
        status: view.status,
        period_price: centsText(view.period_total_cents),
        current_period_end: view.end_date.toISOString(),
        cancel_at: view.cancel_at?.toISOString() ?? null,
      },
    },
    now,
  );
}
