import type { Membership } from '@app/contracts/accounts/responses';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { billSettingsQuery } from '../../../lib/bill-settings';
import { formatLongDate } from '../../../lib/format';

const daysLeft = (iso: string | null | undefined) =>
  iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 86_400_000)) : null;

/**
 * The billing card's status line (docs/product/organizations-and-roles.md#settings-home): a paid plan says
 * 'Plan is valid till {end date}' (the subscription's end date, the same words as the billing page), a trial
 * its days left, an ended one 'Trial days expired'. An organisation that is never billed (the demo,
 * docs/product/billing.md#trial-and-expiry) says so, rather than 'No trial' under its plan's name.
 */
export function PlanStatus({ organization }: { organization: Membership['organization'] }) {
  const state = organization.billing_state;
  const paid = state === 'active';
  // Only a paid plan needs the subscription; the card's roles may read billing (BILLING_ROLES).
  const { data } = useQuery({ ...billSettingsQuery(organization.id), enabled: paid });
  const sub = data?.subscription;
  const left = daysLeft(organization.trial_ends_at);
  const text = paid
    ? sub
      ? sub.cancel_at
        ? `Cancelled: the plan ends on ${formatLongDate(sub.cancel_at)}`
        : `Plan is valid till ${formatLongDate(sub.end_date)}`
      : 'Plan is active'
    : state === 'past_due'
      ? 'Payment failed: update your card'
      : state === 'expired'
        ? 'Trial days expired'
        : state === 'exempt'
          ? 'Not billed'
          : left !== null && left > 0
            ? `${left} days remaining in trial`
            : 'No trial';
  return (
    <Text size="sm" c={state === 'expired' || state === 'past_due' ? 'red' : 'dimmed'}>
      {text}
    </Text>
  );
}
