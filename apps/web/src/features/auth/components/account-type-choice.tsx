import { MAX_PRICED_SEATS, MIN_SEATS } from '@app/contracts/billing/pricing';
import { Loader, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PlanOffer, trialText } from '../../../components/plan-offer';
import { plansOf, usePlans } from '../../../lib/plans';

export type AccountType = 'single' | 'enterprise';

/**
 * Sign-up's first question in plain words (docs/product/accounts.md#sign-up): Single starts on Essential,
 * Enterprise on Enterprise with the Add teammates step. Each choice shows what the plan includes and its price
 * per member for a team size, from GET /plans as the landing page and /change-plan show them.
 */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
}) {
  const plans = usePlans();
  const [members, setMembers] = useState(1);
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {trialText} Afterwards each member is a seat, billed monthly (or yearly for 12% less).
      </Text>
      <NumberInput
        label="Team members"
        description="To see the price per member; you can add or remove members later."
        min={MIN_SEATS}
        max={MAX_PRICED_SEATS}
        clampBehavior="strict"
        allowDecimal={false}
        value={members}
        onChange={(v) => setMembers(Math.min(MAX_PRICED_SEATS, Math.max(MIN_SEATS, Number(v) || MIN_SEATS)))}
        styles={{ wrapper: { maxWidth: 160 } }}
      />
      {plans.data ? (
        <Radio.Group
          value={value}
          onChange={(v) => onChange(v as AccountType)}
          label="Account type"
          aria-label="Account type"
        >
          <Stack gap="sm" mt={6}>
            {plansOf(plans.data, 'monthly').map((plan) => {
              const type: AccountType = plan.account === 'Single' ? 'single' : 'enterprise';
              return (
                <Radio.Card
                  key={plan.id}
                  value={type}
                  radius="md"
                  p="md"
                  aria-label={`${plan.account}: the ${plan.name} plan`}
                  style={{ borderWidth: value === type ? 2 : 1 }}
                  bd={value === type ? '2px solid var(--mantine-color-brand-6)' : undefined}
                >
                  <PlanOffer plan={plan} seats={members} frequency="monthly" headingOrder={4} />
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      ) : plans.isError ? (
        <Text c="red.8">The plans could not be loaded. Please reload the page.</Text>
      ) : (
        <Loader size="sm" aria-label="Loading the plans" />
      )}
    </Stack>
  );
}
