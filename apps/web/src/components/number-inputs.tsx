import { NumberInput, type NumberInputProps } from '@mantine/core';
import { memo } from 'react';

// Memoised: a form that hands each field the same value and change handler until that field changes (the
// calculator's) renders only the field typed into.
export const TABULAR = { input: 'tabular' };

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

/**
 * A percentage from 0 to 100: % suffix, up to 3 decimals unless told fewer, tabular figures, no spinner; a
 * value out of range is left for the form's schema to name, not clamped.
 */
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
