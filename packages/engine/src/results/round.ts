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
 * Presenting a result rounds some 150 figures, so this is the hot path. Almost always the double nearest the
 * value decides the rounding on its own: it is off by under 1e-15 relatively, so unless the value sits within
 * a hair of a tie (…5 in the first dropped place) the rounded figure is certain. Only then are the digits read.
 */
export function round(value: Dec, places: number): number {
  if (value.isZero()) return 0; // most cost lines; and never -0 in JSON or on screen
  const scale = POWERS[places];
  if (scale !== undefined) {
    const quick = roundApprox(approx(value) * scale, scale);
    if (quick !== undefined) return quick;
  }
  return exactRound(value, places);
}

/**
 * x / divisor rounded half-up, where x / divisor is a figure's exact value (per-hour figures): the quotient as
 * a double almost always settles the rounding; otherwise `exact()` computes it.
 */
export function roundQuotient(x: Dec, divisor: number, places: number, exact: () => Dec): number {
  if (x.isZero()) return 0;
  const scale = POWERS[places];
  if (scale !== undefined) {
    const quick = roundApprox((approx(x) / divisor) * scale, scale);
    if (quick !== undefined) return quick;
  }
  return exactRound(exact(), places);
}

/**
 * `scaled` (the value times 10^places, as a double with a relative error under 1e-15) rounded half-up, or
 * undefined when the error could change the answer: too near a tie, or too large for the margin.
 */
function roundApprox(scaled: number, scale: number): number | undefined {
  const magnitude = Math.abs(scaled);
  if (!(magnitude < 1e12)) return undefined;
  const whole = Math.floor(magnitude);
  const fraction = magnitude - whole;
  if (Math.abs(fraction - 0.5) <= magnitude * 1e-14 + 1e-9) return undefined;
  const kept = fraction > 0.5 ? whole + 1 : whole;
  // An integer over a power of ten is correctly rounded, so this is the double nearest the decimal.
  return kept === 0 ? 0 : (Math.sign(scaled) * kept) / scale;
}

/** The value as a double, from its leading base-10^7 words (relative error a few parts in 10^16). */
export function approx(value: Dec): number {
  const words = value.d;
  const first = words[0]!;
  let n = first;
  let digits =
    first >= 1e6
      ? 7
      : first >= 1e5
        ? 6
        : first >= 1e4
          ? 5
          : first >= 1e3
            ? 4
            : first >= 100
              ? 3
              : first >= 10
                ? 2
                : 1;
  for (let i = 1; i < 3 && i < words.length; i++) {
    n = n * 1e7 + words[i]!;
    digits += 7;
  }
  // value = n x 10^(e + 1 - digits); dividing by a power of ten (exact up to 10^22) keeps the error smallest.
  const exponent = value.e + 1 - digits;
  const magnitude = exponent >= 0 ? n * 10 ** exponent : n / 10 ** -exponent;
  return value.s * magnitude;
}

/** Rounding on the Decimal's own digit words (`d`, `e`, `s` are decimal.js's public fields). */
function exactRound(value: Dec, places: number): number {
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
  // A copy of the record then overwritten: it has its final shape at once, where adding 45 keys one by one
  // to an empty object walks the engine's shape transitions each time.
  const out = { ...record } as unknown as Record<K, number>;
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
