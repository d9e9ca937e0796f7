import { D, type Dec } from '../decimal';

/** 10^places for the presentation places used (all exact doubles). */
const POWERS = [1, 10, 100, 1000, 10000];
/** Integers of up to 15 digits are exact doubles. */
const EXACT_DIGITS = 15;

/**
 * Presentation rounding: half-up (ties away from zero), once per figure, from full precision, to a plain JS
 * number. Numbers are exact enough: any amount under 10^13 with at most 4 decimals survives the trip through
 * a double and JSON unchanged.
 *
 * Rounding runs on the Decimal's own base-10^7 digit words (`d`, `e`, `s` are decimal.js's public fields),
 * reading only the digits it keeps plus one: presenting a result rounds some 150 figures, and this is several
 * times faster than `toFixed`, which builds a new Decimal and its full digit string each time.
 */
export function round(value: Dec, places: number): number {
  if (value.isZero()) return 0; // most cost lines; and never -0 in JSON or on screen
  const keep = value.e + 1 + places; // digits of the rounded magnitude
  const scale = POWERS[places];
  if (keep > EXACT_DIGITS || scale === undefined) return slowRound(value, places);
  if (keep < 0) return 0; // below a tenth of the last place
  const words = value.d;
  let digits = String(words[0]);
  for (let i = 1; digits.length <= keep && i < words.length; i++) digits += String(words[i]).padStart(7, '0');
  let kept = keep === 0 ? 0 : Number(digits.slice(0, keep));
  if (digits.length < keep) kept *= 10 ** (keep - digits.length);
  if (keep < digits.length && digits.charCodeAt(keep) >= 53) kept += 1; // next digit 5 or more: up
  // An integer over a power of ten is correctly rounded, so this is the double nearest the decimal.
  const n = (value.s * kept) / scale;
  return n === 0 ? 0 : n;
}

function slowRound(value: Dec, places: number): number {
  const n = Number(value.toFixed(places, D.ROUND_HALF_UP));
  return n === 0 ? 0 : n;
}

export const roundOrNull = (value: Dec | null, places: number): number | null =>
  value === null ? null : round(value, places);

/** Cents for money and hours; 4 places for weeks, months, days and percentages. */
export const MONEY = 2;
export const HOURS = 2;
export const PERIODS = 4;
export const PERCENT = 4;

/** Rounds every field of a record of Decimals. */
export function roundRecord<K extends string>(record: Record<K, Dec>, places: number): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key in record) out[key] = round(record[key], places);
  return out;
}

export function roundNullableRecord<K extends string>(
  record: Record<K, Dec | null>,
  places: number,
): Record<K, number | null> {
  const out = {} as Record<K, number | null>;
  for (const key in record) out[key] = roundOrNull(record[key], places);
  return out;
}
