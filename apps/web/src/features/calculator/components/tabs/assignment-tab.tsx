import { MIN_START_DATE } from '@app/contracts/calculation';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Choice, ChoiceGroup } from '../choice-group';
import { CountInput, MemoSelect } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';

const YES_NO: Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const SCHEDULES: Choice[] = [
  { value: 'shift', label: 'Shift' },
  { value: 'full-time', label: 'Full-time (40 h a week)' },
  { value: 'part-time', label: 'Part-time' },
];
const SALARY_SCHEDULES = SCHEDULES.map((c) => ({ ...c, disabled: c.value !== 'full-time' }));
const PERIODS = [
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
  { value: 'year', label: 'Years' },
];
const HOURS_WIDTH = { base: '100%', sm: 240 };

/** Assignment Details: dates or an estimated length, and the work schedule (salary: full-time only). */
export function AssignmentTab({ form, index, person }: TabProps) {
  const field = fieldOf(form, index);
  const a = person.assignment;
  const salary = person.pay.compensation_type === 'salary';
  return (
    <Stack>
      <ChoiceGroup
        label="Do you know the start and end dates?"
        choices={YES_NO}
        {...field('assignment.have_start_end_date')}
      />
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
            {...field('assignment.estimated_assignment_length')}
          />
          <MemoSelect
            label="Period"
            withAsterisk
            allowDeselect={false}
            data={PERIODS}
            {...field('assignment.estimated_assignment_period')}
          />
        </SimpleGrid>
      )}
      <ChoiceGroup
        label="Work Schedule"
        description={salary ? 'A salary allows only a full-time schedule' : undefined}
        choices={salary ? SALARY_SCHEDULES : SCHEDULES}
        {...field('assignment.schedule')}
      />
      {a.schedule === 'shift' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountInput
            label="Hours per shift"
            withAsterisk
            decimalScale={2}
            max={24}
            {...field('assignment.hours_per_shift')}
          />
          <CountInput
            label="Shifts per week"
            withAsterisk
            decimalScale={2}
            {...field('assignment.shift_per_week')}
          />
        </SimpleGrid>
      )}
      {a.schedule === 'part-time' && (
        <CountInput
          label="Hours per week"
          withAsterisk
          decimalScale={2}
          max={168}
          w={HOURS_WIDTH}
          {...field('assignment.hours_per_week')}
        />
      )}
    </Stack>
  );
}
