import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Dollars: $ prefix, two decimals, thousands separators, tabular figures, no spinner. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      hideControls
      min={0}
      clampBehavior="none"
      classNames={{ input: 'tabular' }}
      {...props}
    />
  );
}

/** A percentage: % suffix, up to 2 decimals (3 for rates), tabular figures. */
export function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      suffix="%"
      decimalScale={3}
      hideControls
      min={0}
      max={100}
      clampBehavior="none"
      classNames={{ input: 'tabular' }}
      {...props}
    />
  );
}

/** A plain count or number of hours/days. */
export function CountInput(props: NumberInputProps) {
  return (
    <NumberInput hideControls min={0} clampBehavior="none" classNames={{ input: 'tabular' }} {...props} />
  );
}
