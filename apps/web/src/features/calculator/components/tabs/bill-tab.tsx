import type { PricingSnapshot } from '@app/pricing';
import { SimpleGrid, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import { MoneyInput, PercentInput } from '../../../../components/number-inputs';
import { doubleTimeRule } from '../../model/double-time';
import { DEFAULT_DOUBLE_TIME } from '../../model/person-form';
import { hasOvertime } from '../../model/to-wire';
import { type Choice, ChoiceGroup } from '../choice-group';
import { DESCRIPTION_BEFORE_ERROR, MultiplierInput } from '../number-fields';
import { SolveFor } from './solve-for';
import { fieldOf, type TabProps } from './tab-props';

const BILL_BY: Choice[] = [
  { value: 'bill_rate', label: 'Bill rate' },
  { value: 'markup', label: 'Markup' },
];

/**
 * Bill: bill rate or markup, the overtime multiplier (not for exempt or salaried persons), the double-time
 * multiplier where a location's state has double time, and solve-for.
 */
export function BillTab(props: TabProps & { snapshot: PricingSnapshot | undefined }) {
  const { form, index, person, snapshot } = props;
  const field = fieldOf(form, index);
  const markup = person.bill.compensation_type === 'markup';
  // A bill rate or markup typed by hand replaces a pinned target.
  const unpinned = (name: string) => (v: unknown) => {
    if (person.pin) form.setFieldValue(`persons.${index}.pin`, null);
    form.setFieldValue(`persons.${index}.bill.${name}`, v);
  };
  const setBillBy = useCallbackRef(unpinned('compensation_type'));
  const setMarkup = useCallbackRef(unpinned('markup'));
  const setBillRate = useCallbackRef(unpinned('bill_rate'));
  const doubleTime = doubleTimeRule(person, snapshot);
  const asked = doubleTime !== null;
  const blankDoubleTime = person.bill.double_time === '';
  // A multiplier emptied in California and then hidden (the location moved to Texas) must not hold the tab
  // back with an error nobody can see: it goes back to its default.
  useEffect(() => {
    if (!asked && blankDoubleTime) {
      form.setFieldValue(`persons.${index}.bill.double_time`, DEFAULT_DOUBLE_TIME);
    }
  }, [asked, blankDoubleTime, form, index]);
  return (
    <Stack>
      <ChoiceGroup
        label="Bill by"
        choices={BILL_BY}
        {...field('bill.compensation_type')}
        onChange={setBillBy}
      />
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
            inputWrapperOrder={DESCRIPTION_BEFORE_ERROR}
            {...field('bill.markup')}
            onChange={setMarkup}
          />
        ) : (
          <MoneyInput
            label="Bill rate (per hour)"
            name="bill_rate"
            withAsterisk
            placeholder="0.00"
            {...field('bill.bill_rate')}
            onChange={setBillRate}
          />
        )}
        {hasOvertime(person) && (
          <MultiplierInput
            label="Overtime Markup"
            name="overtime"
            withAsterisk
            description="Multiplier for hours past 40 a week"
            inputWrapperOrder={DESCRIPTION_BEFORE_ERROR}
            {...field('bill.overtime')}
          />
        )}
        {doubleTime && (
          <MultiplierInput
            label="Double time"
            name="double_time"
            withAsterisk
            description={`Multiplier for hours past ${doubleTime.after} a day in ${doubleTime.stateName}`}
            inputWrapperOrder={DESCRIPTION_BEFORE_ERROR}
            {...field('bill.double_time')}
          />
        )}
      </SimpleGrid>
      <SolveFor form={form} index={index} person={person} snapshot={snapshot} />
    </Stack>
  );
}
