import type { StipendNumbers } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { NumberInput, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { formatMoney } from '../../../lib/format';
import type { WizardForm } from '../hooks/use-wizard-form';
import type { PersonForm } from '../model/person-form';
import { discountError, showPerHour, showPerShift, stipendView } from '../model/stipend-figures';

const n2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * 'Add Stipend': the per diem of each of the person's work locations over the assignment, less the discount,
 * and the total over every location (docs/product/calculator.md#stipend-modal-add-stipend).
 */
export function StipendModal({
  opened,
  form,
  index,
  person,
  snapshot,
  onClose,
  onContinue,
}: {
  opened: boolean;
  form: WizardForm;
  index: number;
  person: PersonForm;
  snapshot: PricingSnapshot | undefined;
  onClose: () => void;
  onContinue: () => void;
}) {
  const view = stipendView(person, snapshot);
  const discountPath = `persons.${index}.pay.discount`;
  const discount = person.pay.discount;
  const error = discountError(discount);
  const several = view.status === 'ready' && view.locations.length > 1;
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add Stipend" size="lg">
      <Stack>
        {view.status === 'waiting' ? (
          view.missing.length > 0 ? (
            <Text c="red" size="sm">
              The stipend needs the person's details first: {view.missing[0]}
            </Text>
          ) : (
            <Text c="dimmed">Loading the per diem rates…</Text>
          )
        ) : (
          view.locations.map((l) => (
            <Paper key={l.name} withBorder={several} p={several ? 'sm' : 0} radius="md">
              <Text fw={650} size="sm" mb={4}>
                {l.name}
              </Text>
              <LocationTable s={l.figures} withTotals={error === null} />
            </Paper>
          ))
        )}
        <NumberInput
          label="Discount"
          suffix="%"
          withAsterisk
          w={{ base: '100%', sm: 200 }}
          hideControls
          allowNegative={false}
          allowDecimal={false}
          clampBehavior="none"
          classNames={{ input: 'tabular' }}
          description="Share of the per diem not paid, at every location"
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          value={discount}
          onChange={(v) => form.setFieldValue(discountPath, v)}
          onKeyDown={(e) => {
            // Only digits and navigation keys; dot, comma, minus, plus and e are blocked
            // (the discount rule of docs/product/calculations.md#summary-modal).
            if (['.', ',', '-', '+', 'e', 'E'].includes(e.key)) e.preventDefault();
          }}
          error={error ?? undefined}
        />
        {view.status === 'ready' && (
          <Figure
            label={several ? `Total Stipend, ${view.locations.length} locations` : 'Total Stipend'}
            value={view.total === null ? '—' : formatMoney(view.total)}
          />
        )}
      </Stack>
      <FormActions
        onCancel={onClose}
        confirmLabel="Continue"
        onConfirm={onContinue}
        disabled={view.status !== 'ready' || error !== null}
      />
    </ResponsiveModal>
  );
}

function LocationTable({ s, withTotals }: { s: StipendNumbers; withTotals: boolean }) {
  const dash = '—';
  const rows: [string, string][] = [
    ['M&I (per day)', formatMoney(s.m_i)],
    ['Lodging (per day)', formatMoney(s.lodging)],
    ['Total Daily', formatMoney(s.total_daily)],
    ['Weekly', formatMoney(s.weekly)],
    ['Total Assignment', formatMoney(s.total_assignment)],
    ['Number of shifts', n2.format(s.number_of_shifts)],
    ['Hours per shift', s.hours_per_shift === null ? dash : n2.format(s.hours_per_shift)],
    ['Total hours', n2.format(s.total_numbers_of_hours)],
    ['Weeks', n2.format(s.weeks)],
    ['Stipend', withTotals ? formatMoney(s.stipend_total) : dash],
  ];
  if (showPerShift(s)) rows.push(['Stipend per shift', withTotals ? formatMoney(s.stipend_per_shift) : dash]);
  if (showPerHour(s)) rows.push(['Stipend per hour', withTotals ? formatMoney(s.stipend_per_hour) : dash]);
  else rows.push(['Stipend per week', withTotals ? formatMoney(s.stipend_per_week) : dash]);
  return (
    <Table aria-label="Stipend" verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td className="num">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <SimpleGrid cols={1}>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={650} className="tabular" aria-label={label}>
          {value}
        </Text>
      </div>
    </SimpleGrid>
  );
}
