import type { YearTable } from './types/rates';

/**
 * A key before any priced year (the first date the product accepts is in 2000): a value stored under it is one
 * value for every year (a location's own wage cap), so using it for a year is no fallback.
 */
export const EVERY_YEAR = 1900;

/**
 * The year whose entry is in force for `year`: that year, else the latest earlier year given, else (before the
 * first year given) the first year; undefined for an empty table.
 */
function yearUsed(table: YearTable<unknown>, year: number): number | undefined {
  if (table[year] !== undefined) return year;
  let best: number | undefined;
  let first: number | undefined;
  for (const key of Object.keys(table)) {
    const y = Number(key);
    if (y < year && (best === undefined || y > best)) best = y;
    if (first === undefined || y < first) first = y;
  }
  return best ?? first;
}

/**
 * The value in force for `year`: that year's entry, else the latest earlier year given; before the first year
 * given, `fallback` (for example 0 for a credit reduction that did not exist yet), or the first year's value
 * when no fallback is passed (a rate table rarely starts early enough, and its first year is the best guess).
 */
export function yearValue<T>(table: YearTable<T>, year: number, fallback?: T): T | undefined {
  const used = yearUsed(table, year);
  if (used === undefined) return fallback;
  if (used > year && fallback !== undefined) return fallback;
  return table[used];
}

/**
 * The year `yearValue` took a figure from when it is another year than the one priced (the reference data
 * has no entry for that year), else undefined. A table keyed by EVERY_YEAR holds one value for all years.
 */
export function fallbackYear(
  table: YearTable<unknown>,
  year: number,
  fallback?: unknown,
): number | undefined {
  const used = yearUsed(table, year);
  if (used === undefined || used === year || used === EVERY_YEAR) return undefined;
  if (used > year && fallback !== undefined) return undefined;
  return used;
}
