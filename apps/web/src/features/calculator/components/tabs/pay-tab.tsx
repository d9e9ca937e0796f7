import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { discountError } from '../../model/stipend-figures';
import { MoneyInput, PercentInput } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';

const FREQUENCIES = [
  ['monthly', 'Monthly'],
  ['semi-monthly', 'Semi-monthly'],
  ['bi-weekly', 'Bi-weekly'],
  ['weekly', 'Weekly'],
] as const;

/** The discount's range error as it is typed (blank is reported by Continue, as for every field). */
const liveDiscountError = (v: unknown) => (v === '' ? null : discountError(v));

/** Pay: hourly or salary, pay rate, salary type, pay frequency, Exempt, and the stipend with its discount. */
export function PayTab({ form, index, person, essential }: TabProps) {
  const field = fieldOf(form, index);
  const path = (f: string) => `persons.${index}.${f}`;
  const salary = person.pay.compensation_type === 'salary';
  return (
    <Stack>
      <Radio.Group
        label="Compensation type"
        value={person.pay.compensation_type}
        onChange={(v) => {
          form.setFieldValue(path('pay.compensation_type'), v);
          // Salary has no overtime and allows only the full-time schedule.
          if (v === 'salary') {
            form.setFieldValue(path('pay.exampt'), false);
            form.setFieldValue(path('assignment.shadule'), 'full-time');
          }
        }}
      >
        <Group mt={6}>
          <Radio value="hourly" label="Hourly" />
          <Radio value="salary" label="Salary" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyInput
          label={salary ? 'Salary' : 'Pay rate (per hour)'}
          name="pay_rate"
          withAsterisk
          placeholder="0.00"
          {...field('pay.pay_rate')}
        />
        {salary && (
          <Select
            label="Salary type"
            withAsterisk
            allowDeselect={false}
            data={[
              { value: 'annual', label: 'Annual' },
              { value: 'monthly', label: 'Monthly' },
            ]}
            {...field('pay.salary_type')}
          />
        )}
      </SimpleGrid>
      <Radio.Group label="Pay frequency" {...field('pay.pay_frequency')}>
        <Group mt={6} gap="md">
          {FREQUENCIES.map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      {!salary && (
        <Switch
          label="Exempt"
          description="Exempt workers are paid straight time for every hour: no overtime"
          {...form.getInputProps(path('pay.exampt'), { type: 'checkbox' })}
        />
      )}
      {!essential && (
        <Stack gap="xs">
          <Checkbox
            label="Stipend"
            description="GSA per diem (meals and lodging) for the work location, paid tax-free"
            {...form.getInputProps(path('pay.stepend'), { type: 'checkbox' })}
          />
          {person.pay.stepend && (
            <PercentInput
              label="Discount"
              name="discount"
              withAsterisk
              w={{ base: '100%', sm: 200 }}
              description="Share of the per diem not paid"
              inputWrapperOrder={['label', 'input', 'error', 'description']}
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
