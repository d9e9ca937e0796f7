import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { MoneyInput, PercentInput } from '../../../../components/number-inputs';
import { discountError } from '../../model/stipend-figures';
import { type Choice, ChoiceGroup } from '../choice-group';
import { ERROR_BEFORE_DESCRIPTION, MemoCheckbox, MemoSelect, MemoSwitch } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';

const COMPENSATION: Choice[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'salary', label: 'Salary' },
];
const FREQUENCIES: Choice[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'semi-monthly', label: 'Semi-monthly' },
  { value: 'bi-weekly', label: 'Bi-weekly' },
  { value: 'weekly', label: 'Weekly' },
];
const SALARY_TYPES = [
  { value: 'annual', label: 'Annual' },
  { value: 'monthly', label: 'Monthly' },
];
const DISCOUNT_WIDTH = { base: '100%', sm: 200 };

/** The discount's range error as it is typed (blank is reported by Continue, as for every field). */
const liveDiscountError = (v: unknown) => (v === '' ? null : discountError(v));

/** Pay: hourly or salary, pay rate, salary type, pay frequency, Exempt, and the stipend with its discount. */
export function PayTab({ form, index, person, essential }: TabProps) {
  const field = fieldOf(form, index);
  const path = (f: string) => `persons.${index}.${f}`;
  const salary = person.pay.compensation_type === 'salary';
  // Salary has no overtime and allows only the full-time schedule.
  const setCompensation = useCallbackRef((v: string) => {
    form.setFieldValue(path('pay.compensation_type'), v);
    if (v === 'salary') {
      form.setFieldValue(path('pay.exempt'), false);
      form.setFieldValue(path('assignment.schedule'), 'full-time');
    }
  });
  return (
    <Stack>
      <ChoiceGroup
        label="Compensation type"
        choices={COMPENSATION}
        value={person.pay.compensation_type}
        onChange={setCompensation}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyInput
          label={salary ? 'Salary' : 'Pay rate (per hour)'}
          name="pay_rate"
          withAsterisk
          placeholder="0.00"
          {...field('pay.pay_rate')}
        />
        {salary && (
          <MemoSelect
            label="Salary type"
            withAsterisk
            allowDeselect={false}
            data={SALARY_TYPES}
            {...field('pay.salary_type')}
          />
        )}
      </SimpleGrid>
      <ChoiceGroup label="Pay frequency" choices={FREQUENCIES} {...field('pay.pay_frequency')} />
      {!salary && (
        <MemoSwitch
          label="Exempt"
          description="Exempt workers are paid straight time for every hour: no overtime"
          {...form.getInputProps(path('pay.exempt'), { type: 'checkbox' })}
        />
      )}
      {!essential && (
        <Stack gap="xs">
          <MemoCheckbox
            label="Stipend"
            description="GSA per diem (meals and lodging) for the work location, paid tax-free"
            {...form.getInputProps(path('pay.stipend'), { type: 'checkbox' })}
          />
          {person.pay.stipend && (
            <PercentInput
              label="Discount"
              name="discount"
              withAsterisk
              w={DISCOUNT_WIDTH}
              description="Share of the per diem not paid"
              inputWrapperOrder={ERROR_BEFORE_DESCRIPTION}
              {...field('pay.discount')}
              // Checked as it is typed, not only on Continue: 0 to 100.
              error={liveDiscountError(person.pay.discount) ?? field('pay.discount').error}
            />
          )}
        </Stack>
      )}
      {essential && (
        <Text size="xs" c="dimmed">
          Stipends are available on higher plans.
        </Text>
      )}
    </Stack>
  );
}
