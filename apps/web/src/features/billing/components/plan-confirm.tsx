import { billingMessages } from '@app/contracts/billing/messages';
import {
  type BillingFrequency,
  frequencyOf,
  MAX_PRICED_SEATS,
  seatPeriodCents,
} from '@app/contracts/billing/pricing';
import type { BillSettings } from '@app/contracts/billing/schemas';
import type { PlanRef } from '@app/contracts/reference';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AmountDue } from '../../../components/amount-due';
import { FormActions } from '../../../components/form-actions';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { changedPreview, useSubscriptionPreview } from '../../../lib/subscription-preview';
import { useSubscribe, useUpdateSubscription } from '../api/billing-api';
import { isLivePlan } from '../live-plan';
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
  // A plan that has ended is not changed: a new one is bought (docs/product/billing.md#cancel-and-resume).
  const sub = isLivePlan(billing) ? billing.subscription : null;
  const [seats, setSeats] = useState(Math.min(MAX_PRICED_SEATS, sub?.members ?? used));
  const [promoText, setPromoText] = useState('');
  const [promo, setPromo] = useState('');
  const [terms, setTerms] = useState(false);
  const [changed, setChanged] = useState(false);
  const subscribe = useSubscribe();
  const update = useUpdateSubscription();
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  // Every amount is shown before it is taken: the server's preview of this very charge.
  const previewBody = sub
    ? { plan_id: plan.id, plan_members: seats }
    : { plan_id: plan.id, plan_members: seats, promocode: promo || undefined };
  const preview = useSubscriptionPreview(previewBody);
  const promoError =
    preview.error instanceof ApiError ? (preview.error.fieldErrors.promocode?.[0] ?? null) : null;
  const shown = preview.isPlaceholderData ? undefined : preview.data;
  const expected = shown?.due_now_cents;
  const summary = (
    <Stack gap={4}>
      <Text>
        <b>{plan.name}</b>, billed {frequency}: {money(seatPeriodCents(seats, frequency))} per member a{' '}
        {per(frequency)}
      </Text>
      {preview.isError && !promoError ? (
        <Text size="sm" c="red">
          {preview.error.message}
        </Text>
      ) : (
        <AmountDue preview={preview.data} stale={preview.isPlaceholderData || !!promoError} />
      )}
      {changed && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">{billingMessages.amountChanged}.</Text>
        </Alert>
      )}
    </Stack>
  );
  /** A 409 with new figures: they replace the shown ones and the user confirms again. */
  const fail = (err: unknown) => {
    const next = changedPreview(err);
    if (next) {
      queryClient.setQueryData(queryKeys.billing.preview(orgId, previewBody), next);
      setChanged(true);
      return;
    }
    notify.error(err);
  };
  /** The terms, then Back and the confirm button, enabled once the terms are accepted and `ready`. */
  const termsThenConfirm = (
    label: string,
    ready: boolean,
    pending: boolean,
    send: () => Promise<{ message: string }>,
  ) => (
    <>
      <Terms checked={terms} onChange={setTerms} />
      <FormActions
        mt={0}
        onCancel={onBack}
        cancelLabel="Back"
        confirmLabel={label}
        disabled={!terms || !ready}
        loading={pending}
        onConfirm={() => send().then((r) => onDone(r.message), fail)}
      />
    </>
  );

  if (sub) {
    return (
      <Stack gap="md">
        <Title order={4}>Confirm your new plan</Title>
        {summary}
        <Text size="sm">
          The change is prorated: unused time on your current plan is credited and the difference is charged
          to your default card now.
        </Text>
        {termsThenConfirm('Confirm', expected !== undefined, update.isPending, () =>
          update.mutateAsync({
            plan_id: plan.id,
            plan_members: seats,
            update_plan: true,
            accept_terms: true,
            expected_total_cents: expected,
          }),
        )}
      </Stack>
    );
  }

  const stepper = (
    <Group justify="space-between">
      <Text fw={500}>Members</Text>
      <SeatStepper
        value={seats}
        onChange={(n) => {
          setSeats(n);
          setChanged(false);
        }}
        min={used}
      />
    </Group>
  );
  // The code is applied to the shown total before paying; an unknown one is refused there, not at Pay.
  const promoField = (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="Promo code"
        placeholder="Optional"
        value={promoText}
        maxLength={40}
        style={{ flex: 1 }}
        error={promoError}
        onChange={(e) => setPromoText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setPromo(promoText.trim());
          }
        }}
      />
      <Button
        variant="default"
        mt={25}
        disabled={promoText.trim() === promo}
        onClick={() => {
          setPromo(promoText.trim());
          setChanged(false);
        }}
      >
        {promoText.trim() === '' && promo ? 'Remove' : 'Apply'}
      </Button>
    </Group>
  );
  const body = (pmId?: string) => ({
    plan_id: plan.id,
    plan_members: seats,
    promocode: promo || undefined,
    pm_id: pmId,
    accept_terms: true as const,
    expected_total_cents: expected,
  });
  // The shown total is the one to pay: figures read, the promo code applied and accepted.
  const priced = expected !== undefined && !promoError && promoText.trim() === promo;

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
        {termsThenConfirm('Confirm plan', priced, subscribe.isPending, () => subscribe.mutateAsync(body()))}
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
      {promoText.trim() !== promo && (
        <Text size="xs" c="dimmed">
          Apply the promo code to see the total before paying.
        </Text>
      )}
      <CardForm
        provider={billing.provider}
        publishableKey={billing.publishable_key}
        submitLabel="Pay Invoice"
        disabled={!terms || !priced}
        onBack={onBack}
        onCard={async (pmId) => {
          try {
            const r = await subscribe.mutateAsync(body(pmId));
            onDone(r.message);
          } catch (err) {
            if (!changedPreview(err)) throw err;
            fail(err);
          }
        }}
      >
        <Terms checked={terms} onChange={setTerms} />
      </CardForm>
    </Stack>
  );
}
