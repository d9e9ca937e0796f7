import { billingMessages } from '@app/contracts/billing/messages';
import { MAX_PRICED_SEATS, MIN_SEATS } from '@app/contracts/billing/pricing';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';

/** Member count with plus and minus: at least `min`; past 20 the enterprise team is to be contacted. */
export function SeatStepper({
  value,
  onChange,
  min = MIN_SEATS,
}: {
  value: number;
  onChange: (seats: number) => void;
  min?: number;
}) {
  const [enterprise, setEnterprise] = useState(false);
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Fewer members"
          disabled={value <= Math.max(min, MIN_SEATS)}
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={16} />
        </ActionIcon>
        <Text fw={600} w={36} ta="center" aria-label="Members" aria-live="polite">
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="More members"
          onClick={() => (value >= MAX_PRICED_SEATS ? setEnterprise(true) : onChange(value + 1))}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
      <ResponsiveModal opened={enterprise} onClose={() => setEnterprise(false)} title="Enterprise" size="sm">
        <Text>{billingMessages.enterpriseContact}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setEnterprise(false)}>OK</Button>
        </Group>
      </ResponsiveModal>
    </>
  );
}
