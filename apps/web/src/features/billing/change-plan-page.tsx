import { type BillingFrequency, frequencyOf } from '@app/contracts/billing/pricing';
import type { PlanRef } from '@app/contracts/reference';
import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { PlanOffer } from '../../components/plan-offer';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { plansOf, usePlans } from '../../lib/plans';
import { useBillSettings } from './api/billing-api';
import { PlanConfirm } from './components/plan-confirm';
import { isCancelling, isLivePlan } from './live-plan';

/** /change-plan (docs/product/billing.md#change-plan-change-plan): plan cards, then the confirm step. */
export function ChangePlanPage() {
  const navigate = useNavigate();
  const billing = useBillSettings();
  const plans = usePlans();
  // An ended plan is no plan: Choose Plan, every card selectable (docs/product/billing.md#cancel-and-resume).
  const current = billing.data && isLivePlan(billing.data) ? billing.data.subscription : null;
  const cancelling = billing.data ? isCancelling(billing.data) : false;
  // Until the user picks one, the period of the current plan (known only once the billing answer is in).
  const [picked, setFrequency] = useState<BillingFrequency | null>(null);
  const frequency = picked ?? (current ? frequencyOf(current.plan.frequency) : 'monthly');
  const [chosen, setChosen] = useState<PlanRef | null>(null);
  if (!billing.data || !plans.data) return <PageLoader />;
  const seats = Math.min(20, Math.max(1, current?.members ?? billing.data.billing.used_seats));
  const shown = plansOf(plans.data, frequency);

  if (chosen) {
    return (
      <Stack maw={560} gap="lg">
        <Title order={2}>{current ? 'Change Plan' : 'Choose Plan'}</Title>
        <Card withBorder padding="lg">
          <PlanConfirm
            plan={chosen}
            billing={billing.data}
            onBack={() => setChosen(null)}
            onDone={(message) => {
              notify.success(message);
              navigate(paths.billing);
            }}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{current ? 'Change Plan' : 'Choose Plan'}</Title>
        <SegmentedControl
          value={frequency}
          onChange={(v) => setFrequency(v as BillingFrequency)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly (save 12%)' },
          ]}
        />
      </Group>
      <Text c="gray.7" maw={820}>
        Both plans cost the same per member and differ in what they include. Prices for {seats} member
        {seats === 1 ? '' : 's'}: the more members, the less each costs.
      </Text>
      {cancelling && (
        <Text c="orange.8">
          Your plan is being cancelled. Resume it on{' '}
          <Anchor component={Link} to={paths.billing}>
            Billing and payment
          </Anchor>{' '}
          to change it.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={820}>
        {shown.map((plan) => {
          const actual = current?.plan.id === plan.id;
          return (
            <Card key={plan.id} withBorder radius="md" padding="lg">
              <PlanOffer plan={plan} seats={seats} frequency={frequency}>
                <Button
                  variant={actual ? 'light' : 'filled'}
                  disabled={actual || cancelling}
                  onClick={() => setChosen(plan)}
                >
                  {actual ? 'Actual Plan' : 'Select Plan'}
                </Button>
              </PlanOffer>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
