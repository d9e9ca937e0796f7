import { Affix, Box, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '../../../../lib/format';
import type { LiveResults } from '../../model/live-results';
import classes from './results.module.css';
import { profitColor } from './results-card';

function Cell({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={650} c={color} className="tabular" truncate>
        {value}
      </Text>
    </Stack>
  );
}

/** On a phone the results card collapses into a sticky bar at the bottom; tapping it opens the card. */
export function ResultsBar({ live, card }: { live: LiveResults; card: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const s = live.summary;
  const t = s?.total_assignment_calculation;
  return (
    <>
      <Box h={72} hiddenFrom="lg" />
      <Affix position={{ bottom: 0, left: 0, right: 0 }} hiddenFrom="lg" zIndex={150}>
        <UnstyledButton
          onClick={open}
          w="100%"
          className={classes.bar}
          px="md"
          py="xs"
          aria-label="Show live results"
        >
          {s && t ? (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Cell label="Revenue" value={formatMoney(t.total_revenue)} />
              <Cell
                label="Gross profit"
                value={formatMoney(t.gross_profit)}
                color={profitColor(t.gross_profit)}
              />
              <Cell
                label="Margin"
                value={formatPercent(s.gross_profit_percent)}
                color={profitColor(s.gross_profit_percent)}
              />
              <IconChevronUp size={18} />
            </Group>
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                Live results appear once pay, bill and assignment are filled
              </Text>
              <IconChevronUp size={18} />
            </Group>
          )}
        </UnstyledButton>
      </Affix>
      <Drawer opened={opened} onClose={close} position="bottom" size="auto" title="Live results">
        {card}
      </Drawer>
    </>
  );
}
