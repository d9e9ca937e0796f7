import { Checkbox, NumberInput, type NumberInputProps, Select, Switch } from '@mantine/core';
import { memo } from 'react';
import { PercentInput, TABULAR } from '../../../components/number-inputs';

// Memoised: the form hands each field the same value and change handler until that field changes
// (hooks/use-wizard-form.ts), so a keystroke renders only the field typed into.

type WrapperPart = 'label' | 'input' | 'error' | 'description';
/** Field parts in order, as constants: an array written inline would be new on every render. */
export const DESCRIPTION_BEFORE_ERROR: WrapperPart[] = ['label', 'input', 'description', 'error'];
export const ERROR_BEFORE_DESCRIPTION: WrapperPart[] = ['label', 'input', 'error', 'description'];

// Mantine's other inputs, memoised the same way.
export const MemoSelect = memo(Select);
export const MemoSwitch = memo(Switch);
export const MemoCheckbox = memo(Checkbox);

/** A plain count or number of hours/days. */
export const CountInput = memo(function CountInput(props: NumberInputProps) {
  return <NumberInput hideControls min={0} clampBehavior="none" classNames={TABULAR} {...props} />;
});

/** A multiplier such as the overtime markup: × suffix, up to 2 decimals, at most 100. */
export const MultiplierInput = memo(function MultiplierInput(props: NumberInputProps) {
  return <PercentInput suffix="×" decimalScale={2} {...props} />;
});
