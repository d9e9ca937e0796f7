import { billingMessages } from '@app/contracts/billing/messages';
import {
  type BillingFrequency,
  frequencyOf,
  MAX_PRICED_SEATS,
  periodTotalCents,
  seatPeriodCents,
} from '@app/contracts/billing/pricing';
import type { BillSettings } from '@app/contracts/billing/schemas';
import type { PlanRef } from '@app/contracts/reference';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSubscribe, useUpdateSubscription } from '../api/billing-api';
import { money } from '../money';
import { CardForm } from './card-form';
import { SeatStepper } from './seat-stepper';

const per = (f: BillingFrequency) => (f === 'yearly' ? 'year' : 'month');

function Terms({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={
        <>
          I accept the{' '}
          <Link to={paths.terms} target="_blank">
            terms of use
          </Link>
          ; purchases are non-refundable.
        </>
      }
    />
  );
}

/**
 * The confirm step of /change-plan and the trial modal (docs/product/billing.md#change-plan-change-plan), in
 * three variants: an existing plan (Confirm, Back); saved cards (member stepper, Confirm plan); otherwise the
 * member stepper, promo code, card entry and Pay Invoice. The terms must be accepted first.
 */
export function PlanConfirm({
  plan,
  billing,
  onDone,
  onBack,
}: {
  plan: PlanRef;
  billing: BillSettings;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const frequency = frequencyOf(plan.frequency);
  const used = Math.max(1, billing.billing.used_seats);
  const sub = billing.subscription;
  const [seats, setSeats] = useState(Math.min(MAX_PRICED_SEATS, sub?.members ?? used));
  const [promo, setPromo] = useState('');
  const [terms, setTerms] = useState(false);
  const subscribe = useSubscribe();
  const update = useUpdateSubscription();
  const total = periodTotalCents(seats, frequency);
  const summary = (
    <Stack gap={4}>
      <Text>
        <b>{plan.name}</b>, billed {frequency}: {money(seatPeriodCents(seats, frequency))} per member a{' '}
        {per(frequency)}
      </Text>
      <Text size="sm" c="dimmed">
        Invoice total for {seats} member(s): <b>{money(total)}</b> a {per(frequency)}
      </Text>
    </Stack>
  );
  const fail = (err: unknown) => notify.error(err);

  if (sub) {
    return (
      <Stack gap="md">
        <Title order={4}>Confirm your new plan</Title>
        {summary}
        <Text size="sm">
          The change is prorated: unused time on your current plan is credited and the difference is charged
          to your default card now.
        </Text>
        <Terms checked={terms} onChange={setTerms} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            disabled={!terms}
            loading={update.isPending}
            onClick={() =>
              update
                .mutateAsync({ plan_id: plan.id, plan_members: seats, update_plan: true, accept_terms: true })
                .then((r) => onDone(r.message), fail)
            }
          >
            Confirm
          </Button>
        </Group>
      </Stack>
    );
  }

  const stepper = (
    <Group justify="space-between">
      <Text fw={500}>Members</Text>
      <SeatStepper value={seats} onChange={setSeats} min={used} />
    </Group>
  );
  const promoField = (
    <TextInput
      label="Promo code"
      placeholder="Optional"
      value={promo}
      maxLength={40}
      onChange={(e) => setPromo(e.currentTarget.value)}
    />
  );
  const body = (pmId?: string) => ({
    plan_id: plan.id,
    plan_members: seats,
    promocode: promo || undefined,
    pm_id: pmId,
    accept_terms: true as const,
  });

  if (billing.payment_methods.length > 0) {
    const card = billing.payment_methods.find((m) => m.status) ?? billing.payment_methods[0];
    return (
      <Stack gap="md">
        <Title order={4}>Confirm plan</Title>
        {stepper}
        {summary}
        {promoField}
        <Text size="sm" c="dimmed">
          Paid with your default card **** {card?.card_last_four}.
        </Text>
        <Terms checked={terms} onChange={setTerms} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            disabled={!terms}
            loading={subscribe.isPending}
            onClick={() => subscribe.mutateAsync(body()).then((r) => onDone(r.message), fail)}
          >
            Confirm plan
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={4}>Pay invoice</Title>
      {stepper}
      {summary}
      {promoField}
      {!terms && (
        <Alert color="gray" variant="light" p="xs">
          <Text size="xs">{billingMessages.termsRequired}.</Text>
        </Alert>
      )}
      <CardForm
        provider={billing.provider}
        publishableKey={billing.publishable_key}
        submitLabel="Pay Invoice"
        disabled={!terms}
        onBack={onBack}
        onCard={async (pmId) => {
          const r = await subscribe.mutateAsync(body(pmId));
          onDone(r.message);
        }}
      >
        <Terms checked={terms} onChange={setTerms} />
      </CardForm>
    </Stack>
  );
}
