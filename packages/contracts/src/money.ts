/**
 * Whole hundredths of a figure given to two decimals: cents of a dollar (a presented figure, a seat price), or
 * hundredths of an hour. Sums of such figures are then exact integers, never a float that drifts by a cent
 * (docs/calculation-model.md#1-numbers-and-rounding). The one place the tree turns dollars into cents.
 */
export const toCents = (value: number): number => Math.round(value * 100);

/** Cents back to dollars (a number with at most two decimals). */
export const fromCents = (cents: number): number => cents / 100;

/** A number rounded to the cent (half up), as a number. */
export const toCent = (value: number): number => fromCents(toCents(value));
