import {
  type BillingFrequency,
  MAX_PRICED_SEATS,
  MIN_SEATS,
  TRIAL_DAYS,
} from '@app/contracts/billing/pricing';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageLink } from '../../components/page-link';
import { PlanOffer } from '../../components/plan-offer';
import { paths } from '../../config/paths';
import { plansOf, usePlans } from '../../lib/plans';

const EnterpriseModal = lazy(() =>
  import('./enterprise-modal').then((m) => ({ default: m.EnterpriseModal })),
);

/**
 * Monthly or yearly, a member stepper from 1 to 20 and the two plans with their price per member for that many
 * members, from GET /plans (docs/product/billing.md#plans); asking for more than 20 opens the enterprise modal.
 */
export function PricingCard() {
  const [frequency, setFrequency] = useState<BillingFrequency>('monthly');
  const [members, setMembers] = useState(1);
  const [enterprise, setEnterprise] = useState(false);
  const plans = usePlans();

  const more = () => {
    if (members >= MAX_PRICED_SEATS) setEnterprise(true);
    else setMembers(members + 1);
  };
  const fewer = () => setMembers(Math.max(MIN_SEATS, members - 1));

  return (
    <Card withBorder shadow="sm" radius="lg" p="xl" w="100%">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>Plans and prices</Title>
          <Badge variant="light">{TRIAL_DAYS}-day free trial</Badge>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="md">
          <SegmentedControl
            value={frequency}
            onChange={(v) => setFrequency(v as BillingFrequency)}
            aria-label="Billing period"
            data={[
              { label: 'Monthly', value: 'monthly' },
              { label: 'Yearly (save 12%)', value: 'yearly' },
            ]}
          />
          <Group gap="xs" role="group" aria-labelledby="members-label" wrap="nowrap">
            <Text fw={500} size="sm" id="members-label">
              Members
            </Text>
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
              w={36}
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
        </Group>
        {plans.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {plansOf(plans.data, frequency).map((plan) => (
              <Card key={plan.id} withBorder radius="md" p="md">
                <PlanOffer plan={plan} seats={members} frequency={frequency} headingOrder={4} />
              </Card>
            ))}
          </SimpleGrid>
        ) : plans.isError ? (
          <Text c="red.8">The prices could not be loaded. Please reload the page.</Text>
        ) : (
          <Loader size="sm" aria-label="Loading the prices" />
        )}
        <Text size="sm" c="dimmed">
          Visa, Mastercard, American Express and Discover accepted. Your plan renews until you cancel.
        </Text>
        <Button component={PageLink} to={paths.signup} size="md">
          Start your {TRIAL_DAYS}-day free trial
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
