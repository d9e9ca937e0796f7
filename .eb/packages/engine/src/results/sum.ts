import { BOUNDS } from '../constants/defaults';
import { type Dec, divOrNull, HUNDRED, ZERO } from '../decimal';
import { EngineError } from '../errors';
import { ratio } from '../ratio';
import type { CostCategory } from '../types/person';
import {
  type CalculationResult,
  type CostLine,
  type HoursTaxed,
  MONEY_FIGURES,
  type MoneyFigureName,
  type MoneyFigures,
  type Profitability,
  type ReferenceFallback,
} from '../types/result';
import { perHour } from './per-hour';
import { FallbackSet } from './reference-fallbacks';
import { SharedSums } from './shared-sums';

/** Selected (person, location) results added together, unrounded. */
export interface SummedResult {
  count: number;
  /** Σ T, Σ D x W and the regular and overtime hours. */
  time: { total_hours: Dec; days_worked: Dec; regular_hours: Dec; overtime_hours: Dec };
  total: MoneyFigures;
  /** Every summed figure / Σ T: one average hour worked across the selection; null when Σ T is 0. */
  hour: MoneyFigures | null;
  /** From the summed gross profit and revenue; 0 when revenue is 0. */
  gross_profit_percent: Dec;
  /**
   * Per hour and per day are per unit of work: Σ gross profit / Σ T and / Σ (D x W). Per week and per month
   * are per calendar period, and the selected workers work side by side: Σ of each result's figure.
   */
  profitability: Profitability;
  hours_taxed: HoursTaxed;
  /** One line per cost item and category, values added. */
  othercost_items: CostLine[];
  custom_cost_info: CostLine[];
  categories: CostCategory[];
  /** Every cap year any added result priced with another year's reference figures, once each. */
  reference_fallbacks: ReferenceFallback[];
}

const TIME_KEYS = ['total_hours', 'days_worked', 'regular_hours', 'overtime_hours'] as const;
const HOURS_TAXED_KEYS = [
  'suta_hours_taxed',
  'post_suta_hours_taxed',
  'futa_hours_taxed',
  'post_futa_hours_taxed',
  'social_security_hours_taxed',
  'post_social_security_hours_taxed',
] as const satisfies readonly (keyof HoursTaxed)[];

const MOST_RESULTS = BOUNDS.maxPersons * BOUNDS.maxLocationsPerPerson;

/** Adds results one at a time, so a caller can let each go as soon as it is counted. */
export interface ResultSum {
  /** Adds a result `count` times (a job's N identical employees: figures multiplied, not added N times). */
  add(result: CalculationResult, count?: number): void;
  /** The sum, with its derived figures: call once, after the last `add`. */
  finish(): SummedResult;
}

/**
 * Adds the unrounded figures of the selected results (docs/calculation-model.md#1-numbers-and-rounding: totals are never sums of rounded
 * parts), and derives the per-hour, per-day, per-week and per-month figures as `SummedResult` describes.
 */
export function resultSum(): ResultSum {
  // Money, hours and cost lines share one denominator; the per-period and hours-taxed figures (quotients with
  // large, distinct denominators) get their own, so they do not make every money sum's larger.
  const money = new SharedSums();
  const quotients = new SharedSums();
  const totalSlots = MONEY_FIGURES.map(() => money.slot());
  const slotOfTotal = new Map(MONEY_FIGURES.map((name, i) => [name as string, totalSlots[i] as number]));
  const timeSlots = TIME_KEYS.map(() => money.slot());
  const hoursTaxedSlots = HOURS_TAXED_KEYS.map(() => quotients.slot());
  const weekSlot = quotients.slot();
  const monthSlot = quotients.slot();
  let anyWeek = false;
  let anyMonth = false;
  const lines: { line: CostLine; slot: number }[] = [];
  const lineSlots = new Map<CostCategory, Map<string, { line: CostLine; slot: number }>>();
  const categories: CostCategory[] = [];
  const fallbacks = new FallbackSet();
  let count = 0;
  const add = (result: CalculationResult, n = 1) => {
    count += n;
    if (count > MOST_RESULTS) {
      const { maxPersons, maxLocationsPerPerson } = BOUNDS;
      const message = `A calculation sums at most ${maxPersons} persons x ${maxLocationsPerPerson} locations`;
      throw new EngineError(message, 'person_list', 'out_of_range');
    }
    // A for-in reads each total from its place in the object, where total[name] over a list of names is a
    // keyed lookup each time; the totals are built in MONEY_FIGURES order, and any other order still sums right.
    const { total } = result;
    let i = 0;
    for (const name in total) {
      const slot = name === MONEY_FIGURES[i] ? totalSlots[i] : slotOfTotal.get(name);
      if (slot !== undefined) money.add(slot, total[name as MoneyFigureName], n);
      i++;
    }
    const { time } = result;
    for (let i = 0; i < TIME_KEYS.length; i++) {
      money.add(timeSlots[i] as number, time[TIME_KEYS[i] as (typeof TIME_KEYS)[number]], n);
    }
    const { assignment_profit_per_week: week, assignment_profit_per_month: month } = result.profitability;
    if (week) {
      anyWeek = true;
      quotients.add(weekSlot, week, n);
    }
    if (month) {
      anyMonth = true;
      quotients.add(monthSlot, month, n);
    }
    const hoursTaxed = result.hours_taxed;
    for (let i = 0; i < HOURS_TAXED_KEYS.length; i++) {
      const key = HOURS_TAXED_KEYS[i] as (typeof HOURS_TAXED_KEYS)[number];
      quotients.add(hoursTaxedSlots[i] as number, hoursTaxed[key], n);
    }
    for (const line of result.othercost_items) {
      // By category, then id: no key string built per line.
      let byId = lineSlots.get(line.category);
      if (!byId) {
        byId = new Map();
        lineSlots.set(line.category, byId);
      }
      let seen = byId.get(line.id);
      if (!seen) {
        seen = { line, slot: money.slot() };
        byId.set(line.id, seen);
        lines.push(seen);
      }
      money.add(seen.slot, line.value, n);
    }
    for (const category of result.categories) if (!categories.includes(category)) categories.push(category);
    if (result.reference_fallbacks.length > 0) fallbacks.add(result.reference_fallbacks);
  };
  const finish = (): SummedResult => {
    const total = {} as MoneyFigures;
    MONEY_FIGURES.forEach((name, i) => {
      total[name] = money.value(totalSlots[i] as number);
    });
    const [total_hours, days_worked, regular_hours, overtime_hours] = timeSlots.map((slot) =>
      money.value(slot),
    ) as [Dec, Dec, Dec, Dec];
    const time = { total_hours, days_worked, regular_hours, overtime_hours };
    const hoursTaxed = {} as HoursTaxed;
    HOURS_TAXED_KEYS.forEach((key, i) => {
      hoursTaxed[key] = quotients.value(hoursTaxedSlots[i] as number);
    });
    const othercost_items = lines.map(({ line, slot }) => ({
      ...line,
      value: money.value(slot),
    }));
    const profitability: Profitability = {
      assignment_total_profit: total.gross_profit,
      assignment_profit_per_hour: divOrNull(total.gross_profit, time.total_hours),
      assignment_profit_per_day: divOrNull(total.gross_profit, time.days_worked),
      assignment_profit_per_week: anyWeek ? quotients.value(weekSlot) : null,
      assignment_profit_per_month: anyMonth ? quotients.value(monthSlot) : null,
    };
    return {
      count,
      time,
      total,
      hour: time.total_hours.isZero() ? null : perHour(total, ratio(time.total_hours)),
      gross_profit_percent: total.total_revenue.isZero()
        ? ZERO
        : total.gross_profit.mul(HUNDRED).div(total.total_revenue),
      profitability,
      hours_taxed: hoursTaxed,
      othercost_items,
      custom_cost_info: othercost_items.filter((line) => line.category === 'custom'),
      categories,
      reference_fallbacks: fallbacks.list(),
    };
  };
  return { add, finish };
}

/**
 * The sum of the selected results (see `resultSum`). `counts[i]`, where given, says how many identical persons
 * results[i] stands for.
 */
export function sumResults(results: readonly CalculationResult[], counts?: readonly number[]): SummedResult {
  const sum = resultSum();
  results.forEach((result, i) => {
    sum.add(result, counts?.[i] ?? 1);
  });
  return sum.finish();
}
