import {
  type BillingFrequency,
  MAX_PRICED_SEATS,
  MIN_SEATS,
  monthlySeatCents,
  TRIAL_DAYS,
  yearlySeatMonthCents,
} from '@app/contracts/billing/pricing';
import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';

const EnterpriseModal = lazy(() =>
  import('./enterprise-modal').then((m) => ({ default: m.EnterpriseModal })),
);

const dollars = (cents: number) => formatMoney(cents / 100);

/**
 * Monthly or yearly, a member stepper from 1 to 20 and the price per member from the billing plan constants
 * (docs/product/billing.md#seat-prices); asking for more than 20 opens the enterprise modal.
 */
export function PricingCard() {
  const [frequency, setFrequency] = useState<BillingFrequency>('monthly');
  const [members, setMembers] = useState(1);
  const [enterprise, setEnterprise] = useState(false);
  // Per member and month: yearly billing charges 88% of the monthly price each month.
  const seat = frequency === 'yearly' ? yearlySeatMonthCents(members) : monthlySeatCents(members);

  const more = () => {
    if (members >= MAX_PRICED_SEATS) setEnterprise(true);
    else setMembers(members + 1);
  };
  const fewer = () => setMembers(Math.max(MIN_SEATS, members - 1));

  return (
    <Card withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Per member</Title>
          <Badge variant="light">{TRIAL_DAYS}-day free trial</Badge>
        </Group>
        <SegmentedControl
          value={frequency}
          onChange={(v) => setFrequency(v as BillingFrequency)}
          aria-label="Billing period"
          data={[
            { label: 'Monthly', value: 'monthly' },
            { label: 'Yearly (save 12%)', value: 'yearly' },
          ]}
        />
        <Group align="baseline" gap={6}>
          <Text fz={40} fw={700} className="tabular" data-testid="seat-price">
            {dollars(seat)}
          </Text>
          <Text c="dimmed">per member / month</Text>
        </Group>
        <div>
          <Text fw={500} size="sm" id="members-label" mb={4}>
            Members
          </Text>
          <Group gap="xs" role="group" aria-labelledby="members-label">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={fewer}
              disabled={members <= MIN_SEATS}
              aria-label="Fewer members"
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
            <Text
              fw={600}
              w={48}
              ta="center"
              className="tabular"
              aria-live="polite"
              data-testid="member-count"
            >
              {members}
            </Text>
            <ActionIcon variant="default" size="lg" onClick={more} aria-label="More members">
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </div>
        <Text size="sm" c="dimmed">
          Total {dollars(members * seat)} per month
          {frequency === 'yearly' ? ', billed yearly' : ''}. Visa, Mastercard, American Express and Discover
          accepted.
        </Text>
        <Button component={PageLink} to={paths.signup} size="md">
          Get Started
        </Button>
      </Stack>
      {enterprise && (
        <Suspense fallback={null}>
          <EnterpriseModal onClose={() => setEnterprise(false)} />
        </Suspense>
      )}
    </Card>
  );
}
