import Decimal from 'decimal.js';

/**
 * The engine's own Decimal constructor: 40 significant digits, half-up. A clone, so that setting precision
 * here never changes the global decimal.js used by other packages.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** What an input amount may be: exact text ('12.5'), a JS number, or a Decimal. */
export type Num = Decimal.Value;

export const ZERO = new D(0);
export const ONE = new D(1);
export const HUNDRED = new D(100);

export const dec = (value: Num): Dec => (value instanceof D ? (value as Dec) : new D(value));

/** A percentage as entered (6.2) turned into its factor (0.062). */
export const pct = (value: Num): Dec => dec(value).div(HUNDRED);

export const min = (a: Dec, b: Dec): Dec => (a.lt(b) ? a : b);
export const max = (a: Dec, b: Dec): Dec => (a.gt(b) ? a : b);

/** a / b, or null when b is zero: per-day or per-hour figures of a zero-length schedule are not shown. */
export const divOrNull = (a: Dec, b: Dec): Dec | null => (b.isZero() ? null : a.div(b));

/** a + b without allocating when either is zero: most cost lines of a person are zero. */
export const plus = (a: Dec, b: Dec): Dec => (b.isZero() ? a : a.isZero() ? b : a.add(b));
