import { toCent } from '@app/contracts/money';

/** Money in v1: a string of dollars with exactly two decimals ("1234.50"), from a stored numeric or a number. */
export function dollars(value: string | number): string {
  if (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return value;
  const n = Number(value);
  return toCent(n).toFixed(2);
}
