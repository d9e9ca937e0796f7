import type { CostItem } from '@app/engine';
import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { ReferenceYearNotice } from '../../../../components/reference-year-notice';
import { formatMoney, formatPercent } from '../../../../lib/format';
import { type ExplainLine, explain } from '../../model/explain';
import type { LiveResults } from '../../model/live-results';
import { PARALLEL_STATES } from '../../model/plan';
import classes from './results.module.css';

type Explained = ReturnType<typeof explain>;

// Made once: building a number format costs more than the rest of a figure's render.
const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const profitColor = (value: number) => (value < 0 ? 'red.7' : 'green.8');

function Lines({ lines }: { lines: ExplainLine[] }) {
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <div key={line.id ?? line.label} style={line.indent ? { paddingLeft: 12 } : undefined}>
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

/** A Mantine colour ('green.8') as its CSS variable. */
const cssColor = (color?: string) => (color ? `var(--mantine-color-${color.replace('.', '-')})` : undefined);

/**
 * One figure and, opened, how it was computed. Plain elements and memoised on what it shows: the five figures
 * change on most keystrokes, and a lighter row is what keeps the card within a frame (docs/performance.md#live-results).
 */
const Figure = memo(
  function Figure({
    label,
    value,
    color,
    lines,
    open,
    onToggle,
  }: {
    label: string;
    value: string;
    color?: string;
    lines: ExplainLine[] | undefined;
    /** A closed figure's explanation is not rendered: it would cost every keystroke a hidden render. */
    open: boolean;
    onToggle: (label: string) => void;
  }) {
    const panelId = `live-figure-${label.toLowerCase().replaceAll(' ', '-')}`;
    return (
      <div className={classes.figure}>
        <button
          type="button"
          className={classes.control}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`${label} ${value}`}
          onClick={() => onToggle(label)}
        >
          <span className={classes.figureLabel}>{label}</span>
          {/* Visible text 'Margin 22.60%', as the name says (axe label-content-name-mismatch). */}{' '}
          <span className={`${classes.figureValue} tabular`} style={{ color: cssColor(color) }}>
            {value}
          </span>
          <IconChevronDown size={14} className={classes.chevron} data-open={open || undefined} aria-hidden />
        </button>
        {open && lines && (
          <div id={panelId} className={classes.panel}>
            <Lines lines={lines} />
          </div>
        )}
      </div>
    );
  },
  // The explanation counts only while it is shown; a closed figure re-renders when its value does.
  (a, b) =>
    a.value === b.value &&
    a.color === b.color &&
    a.open === b.open &&
    a.onToggle === b.onToggle &&
    (!a.open || a.lines === b.lines),
);

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
  /** What the person on screen still needs: before it can be priced, or (an unticked section) before a save. */
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
      {s && (
        <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
          <ReferenceYearNotice fallbacks={s.reference_fallbacks} />
        </div>
      )}
      {s && <FigureList live={live} costItems={costItems} />}
      {hint.length > 0 && (
        <Stack gap={4} mt={s ? 'sm' : 0} aria-label="Still needed">
          <Text size="xs" fw={600}>
            Still needed
          </Text>
          {hint.slice(0, 4).map((m) => (
            <Text key={m} size="xs" c="dimmed">
              • {m}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
});

function FigureList({ live, costItems }: { live: LiveResults; costItems?: readonly CostItem[] }) {
  const s = live.summary!;
  const t = s.total_assignment_calculation;
  const [opened, setOpened] = useState<string[]>([]);
  // Explained only while a figure is open: closed, the explanation would cost every keystroke for nothing.
  const how = useMemo(
    () => (opened.length > 0 ? explain(s, live.persons, costItems) : undefined),
    [opened.length, s, live.persons, costItems],
  );
  const toggle = useCallback(
    (label: string) =>
      setOpened((now) => (now.includes(label) ? now.filter((l) => l !== label) : [...now, label])),
    [],
  );
  const margin = s.gross_profit_percent;
  const perHour = s.profitability.assignment_profit_per_hour;
  const figure = (label: string, value: string, lines: keyof Explained, color?: string) => (
    <Figure
      label={label}
      value={value}
      color={color}
      lines={how?.[lines]}
      open={opened.includes(label)}
      onToggle={toggle}
    />
  );
  return (
    <>
      <div className={classes.figures}>
        {figure('Revenue', formatMoney(t.total_revenue), 'revenue')}
        {figure('Total cost', formatMoney(t.total_project_cost), 'cost')}
        {figure('Gross profit', formatMoney(t.gross_profit), 'profit', profitColor(t.gross_profit))}
        {figure('Margin', formatPercent(margin), 'margin', profitColor(margin))}
        {figure(
          'Profit per hour',
          formatMoney(perHour),
          'perHour',
          perHour === null ? undefined : profitColor(perHour),
        )}
        {figure('Hours worked', `${HOURS.format(s.time.total_hours)} h`, 'hours')}
      </div>
      <Group gap={6} mt="sm">
        <Badge variant="light" color={margin < 0 ? 'red' : 'green'} className="tabular">
          {margin < 0 ? 'Loss' : 'Profit'} {formatPercent(margin)}
        </Badge>
      </Group>
    </>
  );
}
