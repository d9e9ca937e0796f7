import { MIN_START_DATE } from '@app/contracts/calculation';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CountInput } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';

/** Assignment Details: dates or an estimated length, and the work schedule (salary: full-time only). */
export function AssignmentTab({ form, index, person }: TabProps) {
  const field = fieldOf(form, index);
  const a = person.assignment;
  const salary = person.pay.compensation_type === 'salary';
  return (
    <Stack>
      <Radio.Group label="Do you know the start and end dates?" {...field('assignment.have_start_end_date')}>
        <Group mt={6}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
      {a.have_start_end_date === 'yes' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Start date"
            withAsterisk
            min={MIN_START_DATE}
            {...field('assignment.start_date')}
            value={a.start_date ?? ''}
          />
          <TextInput
            type="date"
            label="End date"
            withAsterisk
            min={a.start_date ?? MIN_START_DATE}
            {...field('assignment.end_date')}
            value={a.end_date ?? ''}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountInput
            label="Estimated length"
            withAsterisk
            placeholder="e.g. 13"
            decimalScale={2}
            {...field('assignment.estimated_assigment_length')}
          />
          <Select
            label="Period"
            withAsterisk
            allowDeselect={false}
            data={[
              { value: 'week', label: 'Weeks' },
              { value: 'month', label: 'Months' },
              { value: 'year', label: 'Years' },
            ]}
            {...field('assignment.estimated_assigment_period')}
          />
        </SimpleGrid>
      )}
      <Radio.Group
        label="Work Schedule"
        description={salary ? 'A salary allows only a full-time schedule' : undefined}
        {...field('assignment.shadule')}
      >
        <Group mt={6}>
          <Radio value="shift" label="Shift" disabled={salary} />
          <Radio value="full-time" label="Full-time (40 h a week)" />
          <Radio value="part-time" label="Part-time" disabled={salary} />
        </Group>
      </Radio.Group>
      {a.shadule === 'shift' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountInput
            label="Hours per shift"
            withAsterisk
            decimalScale={2}
            max={24}
            {...field('assignment.work_shadule')}
          />
          <CountInput
            label="Shifts per week"
            withAsterisk
            decimalScale={2}
            {...field('assignment.shift_per_week')}
          />
        </SimpleGrid>
      )}
      {a.shadule === 'part-time' && (
        <CountInput
          label="Hours per week"
          withAsterisk
          decimalScale={2}
          max={168}
          w={{ base: '100%', sm: 240 }}
          {...field('assignment.hours_per_week')}
        />
      )}
    </Stack>
  );
}
