import { seatPriceOf } from '@app/contracts/billing/plans';
import { type BillingFrequency, dollars, TRIAL_DAYS } from '@app/contracts/billing/pricing';
import { toCents } from '@app/contracts/money';
import type { PlanRef } from '@app/contracts/reference';
import { Badge, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** "$47.00 per member a month" and the total for `seats`, from the plan's GET /plans price tables. */
function planPriceText(plan: PlanRef, seats: number, frequency: BillingFrequency) {
  const perSeat = toCents(seatPriceOf(plan, seats, frequency) ?? 0);
  const members = `${seats} member${seats === 1 ? '' : 's'}`;
  return {
    perSeat: dollars(perSeat),
    total:
      frequency === 'yearly'
        ? `${members}: ${dollars(perSeat * seats * 12)} a year, billed yearly`
        : `${members}: ${dollars(perSeat * seats)} a month, billed monthly`,
  };
}

/**
 * One plan as every page shows it (docs/product/billing.md#plans): its name, who it is for, the price per
 * member for a seat count, the total, and what it includes. `children` holds the page's own action.
 */
export function PlanOffer({
  plan,
  seats,
  frequency,
  children,
  headingOrder = 3,
}: {
  plan: PlanRef;
  seats: number;
  frequency: BillingFrequency;
  children?: ReactNode;
  headingOrder?: 3 | 4;
}) {
  const price = planPriceText(plan, seats, frequency);
  return (
    <Stack gap="xs" h="100%" data-testid={`plan-${plan.name}`}>
      {/* The badge goes under the name when both do not fit (the landing's pricing card at 390 px), never cut. */}
      <Group justify="space-between" align="flex-start" style={{ rowGap: 4 }}>
        <Title order={headingOrder} fz={headingOrder === 3 ? 'xl' : 'lg'}>
          {plan.name}
        </Title>
        <Badge variant="light" color={plan.isEnterprise ? 'brand' : 'gray'}>
          {plan.account === 'Single' ? 'Single account' : 'Enterprise account'}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {plan.summary}
      </Text>
      <Group align="baseline" gap={6} wrap="nowrap">
        <Text fz={28} fw={700} className="tabular" data-testid={`seat-price-${plan.name}`}>
          {price.perSeat}
        </Text>
        <Text size="sm" c="dimmed">
          per member a month
        </Text>
      </Group>
      <Text size="sm" className="tabular" data-testid={`plan-total-${plan.name}`}>
        {price.total}
      </Text>
      <List
        size="sm"
        spacing={4}
        style={{ flex: 1 }}
        icon={
          <ThemeIcon size={18} radius="xl" variant="light">
            <IconCheck size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        {plan.features.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
      </List>
      {children}
    </Stack>
  );
}

/** The trial in one sentence, as the sign-up choice says it. */
export const trialText = `Your ${TRIAL_DAYS}-day free trial has every feature of both plans and needs no card.`;
