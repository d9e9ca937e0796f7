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
  type MoneyFigures,
  type Profitability,
} from '../types/result';
import { perHour } from './per-hour';

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
}

const zeroFigures = (): MoneyFigures => {
  const out = {} as MoneyFigures;
  for (const name of MONEY_FIGURES) out[name] = ZERO;
  return out;
};

const TIME_KEYS = ['total_hours', 'days_worked', 'regular_hours', 'overtime_hours'] as const;

/** value x count: a result repeated count times adds count times its figures. */
const times = (value: Dec, count: number): Dec => (count === 1 ? value : value.mul(count));

function addInto<K extends string>(
  target: Record<K, Dec | null>,
  source: Record<K, Dec | null>,
  count: number,
): void {
  for (const key in source) {
    const value = source[key];
    if (value !== null && !value.isZero()) target[key] = (target[key] ?? ZERO).add(times(value, count));
  }
}

const MOST_RESULTS = BOUNDS.maxPersons * BOUNDS.maxLocationsPerPerson;

/** Adds results one at a time, so a caller can let each go as soon as it is counted. */
export interface ResultSum {
  /** Adds a result `count` times (a job's N identical employees: figures multiplied, not added N times). */
  add(result: CalculationResult, count?: number): void;
  /** The sum, with its derived figures: call once, after the last `add`. */
  finish(): SummedResult;
}

/**
 * Adds the unrounded figures of the selected results (model section 11: totals are never sums of rounded
 * parts), and derives the per-hour, per-day, per-week and per-month figures as `SummedResult` describes.
 */
export function resultSum(): ResultSum {
  const total = zeroFigures();
  const time = { total_hours: ZERO, days_worked: ZERO, regular_hours: ZERO, overtime_hours: ZERO };
  let perWeek: Dec | null = null;
  let perMonth: Dec | null = null;
  const hoursTaxed: HoursTaxed = {
    suta_hours_taxed: ZERO,
    post_suta_hours_taxed: ZERO,
    futa_hours_taxed: ZERO,
    post_futa_hours_taxed: ZERO,
    social_security_hours_taxed: ZERO,
    post_social_security_hours_taxed: ZERO,
  };
  const lines = new Map<string, CostLine>();
  const categories: CostCategory[] = [];
  let count = 0;
  const add = (result: CalculationResult, n = 1) => {
    count += n;
    if (count > MOST_RESULTS) {
      const { maxPersons, maxLocationsPerPerson } = BOUNDS;
      const message = `A calculation sums at most ${maxPersons} persons x ${maxLocationsPerPerson} locations`;
      throw new EngineError(message, 'person_list', 'out_of_range');
    }
    addInto(total, result.total, n);
    for (const key of TIME_KEYS) time[key] = time[key].add(times(result.time[key], n));
    const { assignment_profit_per_week: week, assignment_profit_per_month: month } = result.profitability;
    if (week) perWeek = (perWeek ?? ZERO).add(times(week, n));
    if (month) perMonth = (perMonth ?? ZERO).add(times(month, n));
    addInto(hoursTaxed, result.hours_taxed, n);
    for (const line of result.othercost_items) {
      const key = `${line.category}:${line.id}`;
      const seen = lines.get(key);
      const value = times(line.value, n);
      lines.set(key, { ...line, value: seen ? seen.value.add(value) : value });
    }
    for (const category of result.categories) if (!categories.includes(category)) categories.push(category);
  };
  const finish = (): SummedResult => {
    const othercost_items = [...lines.values()];
    const profitability: Profitability = {
      assignment_total_profit: total.gross_profit,
      assignment_profit_per_hour: divOrNull(total.gross_profit, time.total_hours),
      assignment_profit_per_day: divOrNull(total.gross_profit, time.days_worked),
      assignment_profit_per_week: perWeek,
      assignment_profit_per_month: perMonth,
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
