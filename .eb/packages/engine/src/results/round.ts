import type { Dec } from '../decimal';

/** 10^places for the presentation places used, as BigInt and as (exact) doubles. */
const BIG_POWERS = [1n, 10n, 100n, 1000n, 10000n];
const POWERS = [1, 10, 100, 1000, 10000];
const SAFE = 2n ** 53n;

/**
 * Presentation rounding: half away from zero, once per figure, from the exact value, to a plain JS number.
 * Any amount under 10^13 with at most 4 decimals survives the trip through a double and JSON unchanged.
 */
export function round(value: Dec, places: number): number {
  if (value.n === 0) return 0; // most cost lines; and never -0 in JSON or on screen
  // Past 2^1024 a double is infinite: a NaN is never `quick`, but n / Infinity would be a false 0.
  const approx = value.approx();
  const quick = approx === 0 || !Number.isFinite(approx) ? undefined : roundApprox(approx, places);
  return quick ?? roundExact(value.bigN, value.bigD, places);
}

/**
 * x / y rounded half away from zero (y not 0): a per-hour or per-day figure without building the quotient.
 * `yApprox`, y as a double, may be given when many figures are divided by the same y.
 */
export function roundQuotient(x: Dec, y: Dec, places: number, yApprox = y.approx()): number {
  if (x.n === 0) return 0;
  const value = x.approx() / yApprox;
  const quick = value === 0 || !Number.isFinite(value) ? undefined : roundApprox(value, places);
  if (quick !== undefined) return quick;
  const n = x.bigN * y.bigD;
  const d = x.bigD * y.bigN;
  return d < 0n ? roundExact(-n, -d, places) : roundExact(n, d, places);
}

/**
 * The value as a double (relative error under 1e-15) rounded, or undefined when that error could change the
 * answer: within a hair of a tie (…5 in the first dropped place), or too large. Almost every figure is
 * settled here without BigInt arithmetic; ties and near-ties go to `roundExact`.
 */
function roundApprox(value: number, places: number): number | undefined {
  const scale = POWERS[places];
  if (scale === undefined) return undefined;
  const scaled = Math.abs(value) * scale;
  if (!(scaled < 1e12)) return undefined;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  if (Math.abs(fraction - 0.5) <= scaled * 1e-14 + 1e-9) return undefined;
  const kept = fraction > 0.5 ? whole + 1 : whole;
  // An integer over a power of ten is correctly rounded, so this is the double nearest the decimal.
  return kept === 0 ? 0 : value < 0 ? -kept / scale : kept / scale;
}

/** Exact: |n| x 10^places / d, rounded up when twice the remainder reaches d (a tie included). */
function roundExact(n: bigint, d: bigint, places: number): number {
  const scale = BIG_POWERS[places] ?? 10n ** BigInt(places);
  const negative = n < 0n;
  const a = (negative ? -n : n) * scale;
  let q = a / d;
  if ((a - q * d) * 2n >= d) q += 1n;
  if (q === 0n) return 0;
  const magnitude = q < SAFE ? Number(q) / (POWERS[places] ?? 10 ** places) : Number(`${q}e-${places}`); // exact either way
  return negative ? -magnitude : magnitude;
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
