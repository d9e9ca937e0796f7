import { NumberInput, type NumberInputProps } from '@mantine/core';
import { memo } from 'react';

// Memoised: the form hands each field the same value and change handler until that field changes
// (hooks/use-wizard-form.ts), so a keystroke renders only the field typed into.
const TABULAR = { input: 'tabular' };

/** Dollars: $ prefix, two decimals, thousands separators, tabular figures, no spinner. */
export const MoneyInput = memo(function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      hideControls
      min={0}
      clampBehavior="none"
      classNames={TABULAR}
      {...props}
    />
  );
});

/** A percentage: % suffix, up to 2 decimals (3 for rates), tabular figures. */
export const PercentInput = memo(function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      suffix="%"
      decimalScale={3}
      hideControls
      min={0}
      max={100}
      clampBehavior="none"
      classNames={TABULAR}
      {...props}
    />
  );
});

/** A plain count or number of hours/days. */
export const CountInput = memo(function CountInput(props: NumberInputProps) {
  return <NumberInput hideControls min={0} clampBehavior="none" classNames={TABULAR} {...props} />;
});
