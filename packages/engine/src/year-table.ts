import type { YearTable } from './types/rates';

/**
 * The value in force for `year`: that year's entry, else the latest earlier year given; before the first year
 * given, `fallback` (for example 0 for a credit reduction that did not exist yet), or the first year's value
 * when no fallback is passed (a rate table rarely starts early enough, and its first year is the best guess).
 */
export function yearValue<T>(table: YearTable<T>, year: number, fallback?: T): T | undefined {
  const own = table[year];
  if (own !== undefined) return own;
  let best: number | undefined;
  let first: number | undefined;
  for (const key of Object.keys(table)) {
    const y = Number(key);
    if (y < year && (best === undefined || y > best)) best = y;
    if (first === undefined || y < first) first = y;
  }
  if (best !== undefined) return table[best];
  if (fallback !== undefined || first === undefined) return fallback;
  return table[first];
}
