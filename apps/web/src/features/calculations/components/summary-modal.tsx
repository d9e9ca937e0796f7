import type { PersonWire } from '@app/contracts/calculation';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../../components/number-inputs';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useStaleEdit } from '../../../components/stale-edit-offer';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useInvalidateCalculations } from '../api/invalidate';
import { useSaveSummary } from '../api/save-summary';
import type { CalculationDetail } from '../api/types';
import { stipendsOf } from '../utils/price';
import { applySummaryEdits, type PersonEdits, SUMMARY_FIELDS } from '../utils/summary-edits';
import { summarySections } from '../utils/summary-sections';

/**
 * One tab per person with their Pay, Bill, Assignment, Benefits and Other Costs, the stipend figures and the
 * discount. Pay, hours, shifts, days and contributions are edited in place (utils/summary-edits.ts). Save
 * re-prices with the changes and sets the status to New calculation.
 */
export function SummaryModal({
  calc,
  labels,
  opened,
  onClose,
}: {
  calc: CalculationDetail;
  labels: string[];
  opened: boolean;
  onClose: () => void;
}) {
  const [edits, setEdits] = useState<Record<number, PersonEdits>>({});
  const save = useSaveSummary();
  // Follows the loaded calculation, unless the user chose to keep their edits over a newer version.
  const stale = useStaleEdit(undefined);
  const invalidate = useInvalidateCalculations();
  const persons: PersonWire[] = calc.person_list.map((p, i) => applySummaryEdits(p, edits[i]));
  const changed = Object.keys(edits).length > 0;
  const edit = (i: number, key: string, value: number | string) =>
    setEdits({ ...edits, [i]: { ...edits[i], [key]: String(value) } });
  const close = () => {
    setEdits({});
    onClose();
  };
  const submit = () =>
    save.mutate(
      { id: calc.id, version: stale.version ?? calc.version, name: calc.name, person_list: persons },
      {
        onSuccess: (reply) => {
          notify.success(reply.message || 'Calculation updated');
          close();
        },
        onError: (err) => stale.caught(err) || notify.error(err),
      },
    );

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Summary" size="xl">
      {stale.offer('calculation', () => {
        stale.setVersion(undefined);
        invalidate();
      })}
      <Tabs defaultValue="0" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {persons.map((p, i) => (
            <Tabs.Tab key={labels[i]} value={String(i)} style={{ whiteSpace: 'nowrap' }}>
              {labels[i] ?? p.job_name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {persons.map((p, i) => (
          <Tabs.Panel key={labels[i]} value={String(i)} pt="md">
            <PersonSummary
              person={p}
              calc={calc}
              edits={edits[i] ?? {}}
              onEdit={(key, v) => edit(i, key, v)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" mt="lg">
        <Text size="xs" c="dimmed">
          Saving re-prices at today's rates and sets the status to New calculation.
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Group>
    </ResponsiveModal>
  );
}

function PersonSummary({
  person,
  calc,
  edits,
  onEdit,
}: {
  person: PersonWire;
  calc: CalculationDetail;
  edits: PersonEdits;
  onEdit: (key: string, v: number | string) => void;
}) {
  // The typed text while editing ('' stays empty), else the saved figure.
  const shown = (key: string, saved: unknown) =>
    edits[key] ?? (saved === undefined || saved === null ? '' : Number(saved));
  const sections = summarySections(person, calc.rate_snapshot);
  const stipends = person.pay?.[W.stipend] ? stipendsOf(person, calc.rate_snapshot) : null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {sections.map((s) => (
          <Paper key={s.title} withBorder radius="md" p="sm">
            <Text fw={650} size="sm" mb={4}>
              {s.title}
            </Text>
            {SUMMARY_FIELDS.filter((f) => f.section === s.title && f.applies(person)).map((f) => {
              // Dollars read as money everywhere: two decimals and thousands separators ($17.50, not $17.5).
              const Input = f.prefix === '$' ? MoneyInput : NumberInput;
              return (
                <Input
                  key={f.key}
                  label={f.label(person)}
                  size="xs"
                  mb={4}
                  min={0}
                  allowNegative={false}
                  prefix={f.prefix}
                  suffix={f.suffix}
                  value={shown(f.key, f.get(person))}
                  onChange={(v) => onEdit(f.key, v)}
                />
              );
            })}
            {s.rows.length === 0 &&
              !SUMMARY_FIELDS.some((f) => f.section === s.title && f.applies(person)) && (
                <Text size="xs" c="dimmed">
                  None
                </Text>
              )}
            {s.rows.map(([label, value]) => (
              <Group key={`${label}-${value}`} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="xs" fw={500} ta="right" className="tabular">
                  {value}
                </Text>
              </Group>
            ))}
          </Paper>
        ))}
      </SimpleGrid>
      {person.pay?.[W.stipend] && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-end" mb="xs">
            <Text fw={650} size="sm">
              Stipend
            </Text>
            <NumberInput
              label="Discount"
              size="xs"
              w={120}
              suffix="%"
              min={0}
              max={100}
              clampBehavior="strict"
              value={shown('discount', person.pay?.discount ?? 0)}
              onChange={(v) => onEdit('discount', v)}
            />
          </Group>
          {stipends && stipends.locations.length > 0 ? (
            <Stack gap="sm">
              {stipends.locations.map((l) => (
                <div key={l.name}>
                  <Text size="xs" fw={600}>
                    {l.name}
                  </Text>
                  <Table fz="xs" verticalSpacing={4} aria-label={`Stipend ${l.name}`}>
                    <Table.Tbody>
                      {(
                        [
                          ['M&IE per day', l.figures.m_i],
                          ['Lodging per day', l.figures.lodging],
                          ['Total per day', l.figures.total_daily],
                          ['Per week before discount', l.figures.weekly],
                          ['Per week after discount', l.figures.stipend_per_week],
                          ['Per shift', l.figures.stipend_per_shift],
                          ['Per hour', l.figures.stipend_per_hour],
                          ['Stipend', l.figures.stipend_total],
                        ] as const
                      ).map(([label, value]) => (
                        <Table.Tr key={label}>
                          <Table.Td>{label}</Table.Td>
                          <Table.Td className="num">{formatMoney(value)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              ))}
              <Group justify="space-between">
                <Text size="sm" fw={650}>
                  Stipend total
                  {stipends.locations.length > 1 ? `, ${stipends.locations.length} locations` : ''}
                </Text>
                <Text size="sm" fw={650} className="tabular" aria-label="Stipend total">
                  {formatMoney(stipends.total)}
                </Text>
              </Group>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              The stipend figures are not available for this location.
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
