import type { CostItem } from '@app/engine';
import { Accordion, Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { formatMoney, formatPercent } from '../../../../lib/format';
import { type ExplainLine, explain } from '../../model/explain';
import type { LiveResults } from '../../model/live-results';
import { PARALLEL_STATES } from '../../model/plan';
import classes from './results.module.css';

export const profitColor = (value: number) => (value < 0 ? 'red.7' : 'green.8');

function Lines({ lines }: { lines: ExplainLine[] }) {
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <div key={line.label} style={line.indent ? { paddingLeft: 12 } : undefined}>
          {line.heading ? (
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mt={4}>
              {line.label}
            </Text>
          ) : (
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs">{line.label}</Text>
              {line.value !== null && (
                <Text size="xs" className="tabular" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.value)}
                </Text>
              )}
            </Group>
          )}
          {line.detail && (
            <Text size="xs" c="dimmed" className="tabular">
              {line.detail}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

function Figure({
  label,
  value,
  color,
  lines,
  open,
}: {
  label: string;
  value: string;
  color?: string;
  lines: ExplainLine[];
  /** A closed figure's explanation is not rendered: it would cost every keystroke a hidden render. */
  open: boolean;
}) {
  return (
    <Accordion.Item value={label}>
      <Accordion.Control aria-label={`${label} ${value}`}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
          <Text fw={650} c={color} className="tabular" style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>{open && <Lines lines={lines} />}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * The live results: revenue, total cost, gross profit, margin and profit per hour of everything entered so
 * far, recomputed in the browser on every keystroke; each figure opens to show how it was computed.
 */
export const ResultsCard = memo(function ResultsCard({
  live,
  loading,
  failed,
  hint,
  costItems,
  warnings = [],
}: {
  live: LiveResults;
  /** Pinned targets that no longer hold, said above the figures. */
  warnings?: string[];
  /** The snapshot's cost items, to explain interest as it is charged. */
  costItems?: readonly CostItem[];
  loading: boolean;
  failed: boolean;
  /** What the person on screen still needs before it can be priced. */
  hint: string[];
}) {
  const s = live.summary;
  const priced = live.persons.filter((p) => p.status === 'priced').length;
  // Persons priced at more than one work state: each state is a whole, parallel assignment.
  const parallel = live.persons.filter((p) => p.status === 'priced' && p.results.length > 1).length;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-label="Live results"
      component="section"
    >
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text fw={650}>Live results</Text>
        {loading && <Loader size="xs" aria-label="Loading rates" />}
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {s
          ? `Whole assignment · ${priced} of ${live.persons.length} ${live.persons.length === 1 ? 'person' : 'persons'} priced`
          : 'Figures appear as soon as a person has pay, bill and assignment details.'}
      </Text>
      {failed && (
        <Alert color="red" variant="light" mb="sm" icon={<IconInfoCircle size={16} />}>
          The rates could not be loaded. Figures will appear when they do.
        </Alert>
      )}
      {warnings.map((w) => (
        <Alert key={w} color="orange" variant="light" mb="sm" p="xs" icon={<IconInfoCircle size={16} />}>
          <Text size="xs">{w}</Text>
        </Alert>
      ))}
      {parallel > 0 && (
        <Alert color="blue" variant="light" mb="sm" p="xs" icon={<IconInfoCircle size={16} />}>
          <Text size="xs">{PARALLEL_STATES}</Text>
        </Alert>
      )}
      {s ? (
        <FigureList live={live} costItems={costItems} />
      ) : (
        hint.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" fw={600}>
              Still needed
            </Text>
            {hint.slice(0, 4).map((m) => (
              <Text key={m} size="xs" c="dimmed">
                • {m}
              </Text>
            ))}
          </Stack>
        )
      )}
    </Paper>
  );
});

function FigureList({ live, costItems }: { live: LiveResults; costItems?: readonly CostItem[] }) {
  const s = live.summary!;
  const t = s.total_assignment_calculation;
  const how = useMemo(() => explain(s, live.persons, costItems), [s, live.persons, costItems]);
  const margin = s.gross_profit_percent;
  const perHour = s.profitability.assignment_profit_per_hour;
  const [opened, setOpened] = useState<string[]>([]);
  const isOpen = (label: string) => opened.includes(label);
  return (
    <>
      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        variant="default"
        chevronPosition="right"
        chevronSize={14}
        classNames={{ control: classes.control, label: classes.label, chevron: classes.chevron }}
      >
        <Figure
          label="Revenue"
          value={formatMoney(t.total_revenue)}
          lines={how.revenue}
          open={isOpen('Revenue')}
        />
        <Figure
          label="Total cost"
          value={formatMoney(t.total_project_cost)}
          lines={how.cost}
          open={isOpen('Total cost')}
        />
        <Figure
          label="Gross profit"
          value={formatMoney(t.gross_profit)}
          color={profitColor(t.gross_profit)}
          lines={how.profit}
          open={isOpen('Gross profit')}
        />
        <Figure
          label="Margin"
          value={formatPercent(margin)}
          color={profitColor(margin)}
          lines={how.margin}
          open={isOpen('Margin')}
        />
        <Figure
          label="Profit per hour"
          value={formatMoney(perHour)}
          color={perHour === null ? undefined : profitColor(perHour)}
          lines={how.perHour}
          open={isOpen('Profit per hour')}
        />
      </Accordion>
      <Group gap={6} mt="sm">
        <Badge variant="light" color={margin < 0 ? 'red' : 'green'} className="tabular">
          {margin < 0 ? 'Loss' : 'Profit'} {formatPercent(margin)}
        </Badge>
        <Text size="xs" c="dimmed" className="tabular">
          {new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(s.time.total_hours)} hours
        </Text>
      </Group>
    </>
  );
}
