import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { memo } from 'react';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A labelled row of radio buttons. Memoised like the number fields (number-fields.tsx): pass `choices` as a
 * constant, so typing elsewhere in the form leaves it alone.
 */
export const ChoiceGroup = memo(function ChoiceGroup({
  choices,
  ...props
}: Omit<RadioGroupProps, 'children'> & { choices: readonly Choice[] }) {
  return (
    <Radio.Group {...props}>
      <Group mt={6} gap="md">
        {choices.map((c) => (
          <Radio key={c.value} value={c.value} label={c.label} disabled={c.disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
});
