import type { PricingSnapshot } from '@app/pricing';
import { Button, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { formatMoney } from '../../../lib/format';
import type { PersonForm } from '../model/person-form';
import { showPerHour, showPerShift, stipendFigures } from '../model/stipend-figures';
import type { WizardForm } from './wizard-form';

const n2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'Add Stipend': the per diem of the person's location over the assignment, less the discount. */
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
  const s = stipendFigures(person, snapshot);
  const discountPath = `persons.${index}.pay.discount`;
  const discount = person.pay.discount;
  const bad = discount === '' || Number(discount) < 0 || Number(discount) > 100;
  const rows: [string, string][] = s
    ? [
        ['M&I (per day)', formatMoney(s.m_i)],
        ['Lodging (per day)', formatMoney(s.lodging)],
        ['Total Daily', formatMoney(s.total_daily)],
        ['Weekly', formatMoney(s.weekly)],
        ['Total Assignment', formatMoney(s.total_assignment)],
        ['Number of shifts', n2.format(s.number_of_shifts)],
        ['Hours per shift', s.hours_per_shift === null ? '—' : n2.format(s.hours_per_shift)],
        ['Total hours', n2.format(s.total_numbers_of_hours)],
        ['Weeks', n2.format(s.weeks)],
      ]
    : [];
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add Stipend" size="lg">
      {!s ? (
        <Text c="dimmed">Loading the per diem rates…</Text>
      ) : (
        <Stack>
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
          <NumberInput
            label="Discount"
            suffix="%"
            withAsterisk
            w={{ base: '100%', sm: 200 }}
            hideControls
            allowNegative={false}
            allowDecimal={false}
            min={0}
            max={100}
            clampBehavior="none"
            classNames={{ input: 'tabular' }}
            value={discount}
            onChange={(v) => form.setFieldValue(discountPath, v)}
            onKeyDown={(e) => {
              // Only digits and navigation keys; dot, comma, minus, plus and e are blocked
              // (the discount rule of docs/product/calculations.md#summary-modal).
              if (['.', ',', '-', '+', 'e', 'E'].includes(e.key)) e.preventDefault();
            }}
            error={bad ? 'Discount must be between 0 and 100' : undefined}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure label="Total Stipend" value={formatMoney(s.stipend_total)} />
            {showPerShift(s) && <Figure label="Stipend per shift" value={formatMoney(s.stipend_per_shift)} />}
            {showPerHour(s) ? (
              <Figure label="Stipend per hour" value={formatMoney(s.stipend_per_hour)} />
            ) : (
              <Figure label="Stipend per week" value={formatMoney(s.stipend_per_week)} />
            )}
          </SimpleGrid>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onContinue} disabled={!s || bad}>
          Continue
        </Button>
      </Group>
    </ResponsiveModal>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={650} className="tabular">
        {value}
      </Text>
    </div>
  );
}
