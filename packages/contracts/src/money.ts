import type { Dec } from '@app/engine';

/**
 * Money in whole cents, the one place the tree turns dollars into cents and back. Sums of cents are exact
 * integers, never a float that drifts by a cent. Rounding is the engine's: once, half away from zero, from the
 * exact value (docs/calculation-model.md#1-numbers-and-rounding). A number is read as the decimal it prints as
 * (`String(x)`, as the engine's `D` reads it), so 1.005 is 1.005 dollars and rounds to 101 cents, where
 * `Math.round(1.005 * 100)` gives 100 (the double of 1.005 * 100 is 100.49999999999999).
 *
 * It also counts hundredths of an hour (hours are billed to 0.01 h, docs/product/quotes.md#figures).
 */

/** A plain decimal, with an optional exponent: what `String(number)` and `D.toFixed` write. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Whole cents of a decimal text, half away from zero, in integer arithmetic. */
function centsOfText(text: string): number {
  const m = DECIMAL.exec(text.trim());
  const whole = m?.[2] ?? '';
  const fraction = m?.[3] ?? '';
  if (!m || whole + fraction === '') throw new RangeError(`Not an amount: ${text}`);
  // digits x 10^shift cents
  const digits = BigInt(whole + fraction);
  const shift = Number(m[4] ?? 0) - fraction.length + 2;
  let cents: bigint;
  if (shift >= 0) cents = digits * 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    cents = digits / unit;
    if ((digits % unit) * 2n >= unit) cents += 1n;
  }
  if (cents === 0n) return 0;
  return m[1] === '-' ? -Number(cents) : Number(cents);
}

/**
 * Whole cents of an amount: a number, decimal text ('24.505') or an engine figure (`D`, read exactly).
 * NaN and infinities stay what they are (times 100), as arithmetic on them would.
 */
export function toCents(value: number | string | Dec): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return value * 100;
    // Nearly every call: a figure of at most two decimals, whose double times 100 is within a hair of its
    // cents. Below 2^43 dollars two such figures never share a double, so this is exactly its cents.
    const cents = Math.round(value * 100);
    if (cents / 100 === value && Math.abs(value) < 2 ** 43) return cents === 0 ? 0 : cents;
    return centsOfText(String(value));
  }
  // An engine figure rounds itself exactly to the cent (its toFixed rounds half away from zero).
  return centsOfText(typeof value === 'string' ? value : value.toFixed(2));
}

/** Cents back to dollars (a number with at most two decimals, the double nearest them). */
export const fromCents = (cents: number): number => cents / 100;

/** An amount rounded to the cent, as a number of dollars. */
export const toCent = (value: number | string | Dec): number => fromCents(toCents(value));

/** Cents (an integer) as decimal-dollar text with two decimals: 123450 is '1234.50', -5 is '-0.05'. */
export function centsText(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
