import type { PricingSnapshot } from '@app/pricing';
import { Group, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { hasOvertime } from '../../model/to-wire';
import { MoneyInput, PercentInput } from '../number-fields';
import { SolveFor } from './solve-for';
import { fieldOf, type TabProps } from './tab-props';

/** Bill: bill rate or markup, the overtime multiplier (not for exempt or salaried persons), and solve-for. */
export function BillTab(props: TabProps & { snapshot: PricingSnapshot | undefined }) {
  const { form, index, person, snapshot } = props;
  const field = fieldOf(form, index);
  const markup = person.bill.compensation_type === 'markup';
  // A bill rate or markup typed by hand replaces a pinned target.
  const unpin = () => person.pin && form.setFieldValue(`persons.${index}.pin`, null);
  return (
    <Stack>
      <Radio.Group
        label="Bill by"
        {...field('bill.compensation_type')}
        onChange={(v) => {
          unpin();
          form.setFieldValue(`persons.${index}.bill.compensation_type`, v);
        }}
      >
        <Group mt={6}>
          <Radio value="bill_rate" label="Bill rate" />
          <Radio value="markup" label="Markup" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {markup ? (
          <PercentInput
            label="Markup"
            name="markup"
            withAsterisk
            max={undefined}
            decimalScale={2}
            placeholder="0.00"
            description="Over the pay rate"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...field('bill.markup')}
            onChange={(v) => {
              unpin();
              form.setFieldValue(`persons.${index}.bill.markup`, v);
            }}
          />
        ) : (
          <MoneyInput
            label="Bill rate (per hour)"
            name="bill_rate"
            withAsterisk
            placeholder="0.00"
            {...field('bill.bill_rate')}
            onChange={(v) => {
              unpin();
              form.setFieldValue(`persons.${index}.bill.bill_rate`, v);
            }}
          />
        )}
        {hasOvertime(person) && (
          <NumberInput
            label="Overtime Markup"
            name="overtime"
            withAsterisk
            description="Multiplier for hours past 40 a week"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            suffix="×"
            decimalScale={2}
            hideControls
            min={0}
            max={100}
            clampBehavior="none"
            classNames={{ input: 'tabular' }}
            {...field('bill.overtime')}
          />
        )}
      </SimpleGrid>
      <SolveFor form={form} index={index} person={person} snapshot={snapshot} />
    </Stack>
  );
}
