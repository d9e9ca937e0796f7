import { BILLING_ROLES, hasRole } from '@app/contracts/accounts/roles';
import { billingMessages } from '@app/contracts/billing/messages';
import { type BillingFrequency, frequencyOf } from '@app/contracts/billing/pricing';
import type { PlanRef } from '@app/contracts/reference';
import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { clearPlanExpired, usePlanExpiredFlag } from '../../../lib/plan-expiry';
import { usePlans } from '../../../lib/plans';
import { currentMembership, useSession } from '../../../lib/session';
import { useBillSettings } from '../api/billing-api';
import { isLivePlan } from '../live-plan';

// Loaded when the trial modal reaches payment: its card form (and Stripe's) is not code every page waits for.
const PlanConfirm = lazy(() => import('./plan-confirm').then((m) => ({ default: m.PlanConfirm })));

/**
 * The past-due banner (docs/product/billing.md#failed-renewals): a renewal failed; the owner updates the card
 * before the grace period ends.
 */
export function PastDueBanner() {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const org = membership?.organization;
  if (org?.billing_state !== 'past_due') return null;
  const canPay = hasRole(membership?.role.name, BILLING_ROLES);
  const until = org.grace_ends_at
    ? new Date(org.grace_ends_at).toLocaleDateString('en-US', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : null;
  return (
    <Alert color="orange" mb="md" title="Payment failed">
      <Text size="sm">
        {billingMessages.pastDue}
        {until ? ` The organisation becomes read-only on ${until}.` : ''}{' '}
        {canPay ? (
          <Anchor component={Link} to={`${paths.billing}/payment-method`} size="sm">
            Update payment method
          </Anchor>
        ) : (
          'Ask your Owner to update the card.'
        )}
      </Text>
    </Alert>
  );
}

type Step = 'over' | 'plan' | 'pay';

/**
 * The expired-plan modal and its trial flow (docs/product/billing.md#trial-and-expiry): shown when the user
 * payload says `expire` or an answer set the local flag; trial over → your plan → invoice and card. Closing it
 * clears the flag.
 */
export function TrialModal() {
  const { data: session } = useSession();
  const flagged = usePlanExpiredFlag();
  const location = useLocation();
  const membership = currentMembership(session);
  const [closed, setClosed] = useState(false);
  const canPay = hasRole(membership?.role.name, BILLING_ROLES);
  const onBillingPage = location.pathname === paths.changePlan || location.pathname.startsWith(paths.billing);
  const wanted = !closed && !onBillingPage && (!!session?.expire || flagged);
  // A former customer (a plan that has ended) is told so, not that a trial expired: for those who may pay, the
  // modal opens once the billing answer says which (docs/product/billing.md#cancel-and-resume).
  const billing = useBillSettings(wanted && canPay);
  const opened = wanted && !(canPay && billing.isPending);
  const formerCustomer = !!billing.data?.subscription && !isLivePlan(billing.data);
  const close = () => {
    clearPlanExpired();
    setClosed(true);
  };
  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={formerCustomer ? billingMessages.planEnded : billingMessages.trialExpired}
      size="lg"
    >
      {opened && <TrialFlow canPay={canPay} onClose={close} formerCustomer={formerCustomer} />}
    </ResponsiveModal>
  );
}

function TrialFlow({
  canPay,
  onClose,
  formerCustomer,
}: {
  canPay: boolean;
  onClose: () => void;
  formerCustomer: boolean;
}) {
  const [step, setStep] = useState<Step>('over');
  const [frequency, setFrequency] = useState<BillingFrequency>('monthly');
  const [planId, setPlanId] = useState<number | null>(null);
  const plans = usePlans();
  const billing = useBillSettings();
  const shown = (plans.data ?? []).filter((p) => frequencyOf(p.frequency) === frequency);
  const plan: PlanRef | undefined =
    shown.find((p) => p.id === planId) ?? shown.find((p) => p.name === 'Enterprise') ?? shown[0];

  if (step === 'over') {
    return (
      <Stack gap="md">
        <Text>{formerCustomer ? billingMessages.planEndedChoose : billingMessages.upgradePlan}</Text>
        <Text size="sm" c="dimmed">
          Your organisation is read-only until a plan is paid: you can still read every calculation.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {canPay && (
            <Button onClick={() => setStep('plan')}>
              {formerCustomer ? 'Choose a plan' : 'Confirm plan'}
            </Button>
          )}
        </Group>
        {!canPay && <Text size="sm">Ask your Owner or an Admin to choose a plan.</Text>}
      </Stack>
    );
  }
  if (step === 'plan' || !billing.data || !plan) {
    return (
      <Stack gap="md">
        <Text fw={600}>Your plan</Text>
        <Radio.Group label="Plan" value={plan ? String(plan.id) : ''} onChange={(v) => setPlanId(Number(v))}>
          <Group mt={4}>
            {shown.map((p) => (
              <Radio key={p.id} value={String(p.id)} label={p.name} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Billing"
          value={frequency}
          onChange={(v) => {
            const next = v as BillingFrequency;
            setFrequency(next);
            const same = (plans.data ?? []).find(
              (p) => p.name === plan?.name && frequencyOf(p.frequency) === next,
            );
            setPlanId(same?.id ?? null);
          }}
        >
          <Group mt={4}>
            <Radio value="monthly" label="Monthly" />
            <Radio value="yearly" label="Yearly" />
          </Group>
        </Radio.Group>
        <Group gap="lg">
          <Anchor component={Link} to={paths.changePlan} onClick={onClose} size="sm">
            Edit
          </Anchor>
          {frequency === 'monthly' && (
            <Anchor
              size="sm"
              onClick={() => {
                setFrequency('yearly');
                const same = (plans.data ?? []).find(
                  (p) => p.name === plan?.name && frequencyOf(p.frequency) === 'yearly',
                );
                setPlanId(same?.id ?? null);
              }}
            >
              Switch to annual billing and save 12%
            </Anchor>
          )}
        </Group>
        <FormActions
          mt={0}
          onCancel={() => setStep('over')}
          cancelLabel="Back"
          confirmLabel="Continue"
          disabled={!billing.data || !plan}
          onConfirm={() => setStep('pay')}
        />
      </Stack>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
      <PlanConfirm
        plan={plan}
        billing={billing.data}
        onBack={() => setStep('plan')}
        onDone={(message) => {
          notify.success(message);
          onClose();
        }}
      />
    </Suspense>
  );
}
