import type { Dec } from '../decimal';
import type { CostCategory } from '../types/person';
import type {
  CalculationResult,
  CapYearFigures,
  CostLine,
  MoneyFigureName,
  MoneyFigures,
} from '../types/result';
import { MONEY_FIGURES } from '../types/result';
import {
  HOURS,
  MONEY,
  PERCENT,
  PERIODS,
  round,
  roundNullableRecord,
  roundOrNull,
  roundQuotient,
  roundRecord,
} from './round';

export type MoneyNumbers = Record<MoneyFigureName, number>;

export interface CostLineFigures {
  id: string;
  name: string;
  category: CostCategory;
  value: number;
}

/** A result as presented and stored: every figure rounded once, half-up (see `round`). */
export interface ResultFigures {
  tax_year: number;
  job_name: string;
  state: string;
  city: string | null;
  time: {
    hours_per_week: number;
    days_per_week: number;
    hours_per_day: number | null;
    weeks: number;
    months: number;
    days_worked: number;
    total_hours: number;
    regular_hours: number;
    overtime_hours: number;
    calendar_days: number | null;
  };
  rates: Record<keyof CalculationResult['rates'], number | null>;
  total_assignment_calculation: MoneyNumbers;
  base_hour_calculation: MoneyNumbers | null;
  gross_profit_percent: number;
  profitability: Record<keyof CalculationResult['profitability'], number | null>;
  hours_taxed: Record<keyof CalculationResult['hours_taxed'], number>;
  breakdown: BreakdownFigures;
  cap_years: Record<keyof CapYearFigures, number | null>[];
  othercost_items: CostLineFigures[];
  custom_cost_info: CostLineFigures[];
  /** Comma-separated, as the specification stores it. */
  categories: string;
}

export interface BreakdownFigures {
  cost_split: Record<
    'social_security' | 'medicare' | 'futa' | 'suta' | 'risk' | 'benefits' | 'other_costs',
    number
  >;
  revenue_split: Record<'total_wages' | 'total_employers_burden' | 'gross_profit', number>;
  total_revenue: number;
}

const PERCENT_RATES = new Set([
  'markup',
  'overtime_multiplier',
  'suta_rate',
  'futa_rate',
  'workers_comp_rate',
]);

export function toResultFigures(result: CalculationResult): ResultFigures {
  const { time } = result;
  const total = roundRecord(result.total, MONEY);
  const rates = {} as ResultFigures['rates'];
  for (const [key, value] of Object.entries(result.rates) as [keyof ResultFigures['rates'], Dec | null][]) {
    rates[key] = roundOrNull(value, PERCENT_RATES.has(key) ? PERCENT : MONEY);
  }
  return {
    tax_year: result.tax_year,
    job_name: result.job_name,
    state: result.state,
    city: result.city,
    time: {
      hours_per_week: round(time.hours_per_week, HOURS),
      days_per_week: round(time.days_per_week, PERIODS),
      hours_per_day: roundOrNull(time.hours_per_day, HOURS),
      weeks: round(time.weeks, PERIODS),
      months: round(time.months, PERIODS),
      days_worked: round(time.days_worked, PERIODS),
      total_hours: round(time.total_hours, HOURS),
      regular_hours: round(time.regular_hours, HOURS),
      overtime_hours: round(time.overtime_hours, HOURS),
      calendar_days: roundOrNull(time.calendar_days, 0),
    },
    rates,
    total_assignment_calculation: total,
    base_hour_calculation: hourFigures(result),
    gross_profit_percent: round(result.gross_profit_percent, MONEY),
    profitability: roundNullableRecord(result.profitability, MONEY),
    hours_taxed: roundRecord(result.hours_taxed, HOURS),
    breakdown: breakdownOf(total),
    cap_years: result.cap_years.map(capYearFigures),
    othercost_items: result.othercost_items.map(lineFigures),
    custom_cost_info: result.custom_cost_info.map(lineFigures),
    categories: result.categories.join(','),
  };
}

/** base_hour_calculation rounded: each total / T, rounded exactly without building the quotients. */
function hourFigures(result: CalculationResult): MoneyNumbers | null {
  const T = result.time.total_hours;
  if (T.isZero()) return null;
  const out = { ...result.total } as unknown as MoneyNumbers; // final shape at once, as in roundRecord
  const hours = T.n === 0n ? 0 : Number(T.n) / Number(T.d);
  for (const name of MONEY_FIGURES) out[name] = roundQuotient(result.total[name], T, MONEY, hours);
  return out;
}

/** The two donut charts: the cost split of the burden and the split of revenue. */
export function breakdownFigures(total: MoneyFigures): BreakdownFigures {
  return breakdownOf(roundRecord(total, MONEY));
}

/** The charts' figures picked from already rounded totals (each figure is rounded once). */
function breakdownOf(total: MoneyNumbers): BreakdownFigures {
  return {
    cost_split: {
      social_security: total.social_security,
      medicare: total.medicare,
      futa: total.futa,
      suta: total.suta,
      risk: total.risk,
      benefits: total.benefits,
      other_costs: total.other_costs,
    },
    revenue_split: {
      total_wages: total.total_wages,
      total_employers_burden: total.total_employers_burden,
      gross_profit: total.gross_profit,
    },
    total_revenue: total.total_revenue,
  };
}

function capYearFigures(year: CapYearFigures): Record<keyof CapYearFigures, number | null> {
  const { year: y, futa_rate, ...money } = year;
  return { year: y, futa_rate: round(futa_rate, PERCENT), ...roundNullableRecord(money, MONEY) };
}

export const lineFigures = (line: CostLine): CostLineFigures => ({
  ...line,
  value: round(line.value, MONEY),
});
