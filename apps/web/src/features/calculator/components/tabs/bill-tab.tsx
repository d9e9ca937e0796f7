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
  return (
    <Stack>
      <Radio.Group label="Bill by" {...field('bill.compensation_type')}>
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
          />
        ) : (
          <MoneyInput
            label="Bill rate (per hour)"
            name="bill_rate"
            withAsterisk
            placeholder="0.00"
            {...field('bill.bill_rate')}
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
