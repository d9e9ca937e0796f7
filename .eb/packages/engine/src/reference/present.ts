import type { Q } from './fraction';
import { Q0, Q100 } from './fraction';
import type { ReferenceResult } from './model';

/**
 * The presented figures of a reference result by section and name (section -> name -> number or null),
 * rounded once each, half away from zero, to the places docs/calculation-model.md gives: money and hours 2,
 * weeks, months and days 4, rate percentages 4, calendar days 0, gross-profit % 2.
 */
export type Flat = Record<string, Record<string, number | null>>;

/** The section of `flat` named `name`, created empty when new. */
const section = (flat: Flat, name: string): Record<string, number | null> => {
  let found = flat[name];
  if (!found) {
    found = {};
    flat[name] = found;
  }
  return found;
};

const MONEY = 2;
const HOURS = 2;
const PERIODS = 4;
const PERCENT = 4;
const round = (value: Q | null, places: number): number | null =>
  value === null ? null : value.toRounded(places);

const TIME_PLACES: Record<string, number> = {
  hours_per_week: HOURS,
  days_per_week: PERIODS,
  hours_per_day: HOURS,
  weeks: PERIODS,
  months: PERIODS,
  days_worked: PERIODS,
  total_hours: HOURS,
  regular_hours: HOURS,
  overtime_hours: HOURS,
  calendar_days: 0,
};
const PERCENT_RATES = new Set([
  'markup',
  'overtime_multiplier',
  'suta_rate',
  'futa_rate',
  'workers_comp_rate',
]);

/** Cost lines keyed by category, id and occurrence: the order of lines is not a figure. */
export function putLines<V>(
  flat: Flat,
  lines: readonly { category: string; id: string; value: V }[],
  present: (value: V) => number | null,
): void {
  const out = section(flat, 'othercost_items');
  for (const line of lines) {
    let n = 0;
    while (`${line.category}.${line.id}#${n}` in out) n++;
    out[`${line.category}.${line.id}#${n}`] = present(line.value);
  }
}

export function presentReference(r: ReferenceResult): Flat {
  const flat: Flat = {};
  for (const [name, value] of Object.entries(r.time))
    section(flat, 'time')[name] = round(value, TIME_PLACES[name] ?? 99);
  for (const [name, value] of Object.entries(r.rates))
    section(flat, 'rates')[name] = round(value, PERCENT_RATES.has(name) ? PERCENT : MONEY);
  for (const [name, value] of Object.entries(r.total)) section(flat, 'total')[name] = round(value, MONEY);
  for (const [name, value] of Object.entries(r.hour ?? {})) section(flat, 'hour')[name] = round(value, MONEY);
  section(flat, 'misc').gross_profit_percent = round(r.gross_profit_percent, MONEY);
  for (const [name, value] of Object.entries(r.profitability))
    section(flat, 'profitability')[name] = round(value, MONEY);
  for (const [name, value] of Object.entries(r.hours_taxed))
    section(flat, 'hours_taxed')[name] = round(value, HOURS);
  r.cap_years.forEach((year, i) => {
    for (const name of ['taxable_wages', 'social_security', 'medicare', 'futa', 'suta'] as const)
      section(flat, `cap_years.${i}`)[name] = round(year[name], MONEY);
    section(flat, `cap_years.${i}`).futa_rate = round(year.futa_rate, PERCENT);
  });
  putLines(flat, r.cost_lines, (value) => round(value, MONEY));
  return flat;
}

/** Several (person, location) results summed: Σ figures; per hour and per day per unit of work. */
export function presentReferenceSum(results: ReferenceResult[]): Flat {
  const add = (pick: (r: ReferenceResult) => Q | null): Q =>
    results.reduce((a, r) => a.add(pick(r) ?? Q0), Q0);
  const flat: Flat = {};
  const names = Object.keys(results[0]?.total ?? {});
  const total = Object.fromEntries(names.map((n) => [n, add((r) => r.total[n] ?? null)]));
  const T = add((r) => r.time.total_hours ?? null);
  const days = add((r) => r.time.days_worked ?? null);
  for (const name of names) section(flat, 'total')[name] = round(total[name] as Q, MONEY);
  if (!T.isZero())
    for (const name of names) section(flat, 'hour')[name] = round((total[name] as Q).div(T), MONEY);
  const revenue = total.total_revenue as Q;
  const profit = total.gross_profit as Q;
  section(flat, 'misc').gross_profit_percent = revenue.isZero()
    ? 0
    : round(profit.div(revenue).mul(Q100), MONEY);
  section(flat, 'profitability').assignment_total_profit = round(profit, MONEY);
  section(flat, 'profitability').assignment_profit_per_hour = T.isZero() ? null : round(profit.div(T), MONEY);
  section(flat, 'profitability').assignment_profit_per_day = days.isZero()
    ? null
    : round(profit.div(days), MONEY);
  // Per week and per month: the workers side by side, Σ of each result's figure (null when none has one).
  for (const name of ['assignment_profit_per_week', 'assignment_profit_per_month']) {
    const figures = results.map((r) => r.profitability[name] ?? null).filter((v): v is Q => v !== null);
    section(flat, 'profitability')[name] =
      figures.length === 0
        ? null
        : round(
            figures.reduce((a, b) => a.add(b), Q0),
            MONEY,
          );
  }
  for (const name of ['total_hours', 'days_worked', 'regular_hours', 'overtime_hours'])
    section(flat, 'time')[name] = round(
      add((r) => r.time[name] ?? null),
      name === 'days_worked' ? PERIODS : HOURS,
    );
  for (const name of Object.keys(results[0]?.hours_taxed ?? {}))
    section(flat, 'hours_taxed')[name] = round(
      add((r) => r.hours_taxed[name] ?? null),
      HOURS,
    );
  return flat;
}
