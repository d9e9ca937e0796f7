import type { CostCategory } from '../types/person';
import type {
  CalculationResult,
  CapYearFigures,
  CostLine,
  MoneyFigureName,
  MoneyFigures,
  RateFigures,
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
  /** Comma-separated, as stored on the wire (docs/calculation-model.md#our-readings). */
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

export function toResultFigures(result: CalculationResult): ResultFigures {
  const { time } = result;
  const total = roundRecord(result.total, MONEY);
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
    rates: rateNumbers(result.rates),
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

/** The display rates: percentages to 4 places, money to cents (written out: no per-key lookups). */
function rateNumbers(r: RateFigures): ResultFigures['rates'] {
  return {
    pay_rate: round(r.pay_rate, MONEY),
    bill_rate: round(r.bill_rate, MONEY),
    markup: roundOrNull(r.markup, PERCENT),
    overtime_multiplier: round(r.overtime_multiplier, PERCENT),
    overtime_pay_rate: round(r.overtime_pay_rate, MONEY),
    overtime_bill_rate: round(r.overtime_bill_rate, MONEY),
    suta_rate: round(r.suta_rate, PERCENT),
    futa_rate: round(r.futa_rate, PERCENT),
    workers_comp_rate: round(r.workers_comp_rate, PERCENT),
    wage_rate: roundOrNull(r.wage_rate, MONEY),
    initial_rate: roundOrNull(r.initial_rate, MONEY),
    diff: round(r.diff, MONEY),
    wages_per_pay_period: round(r.wages_per_pay_period, MONEY),
  };
}

/** base_hour_calculation rounded: each total / T, rounded exactly without building the quotients. */
function hourFigures(result: CalculationResult): MoneyNumbers | null {
  const T = result.time.total_hours;
  if (T.isZero()) return null;
  const out = { ...result.total } as unknown as MoneyNumbers; // final shape at once, as in roundRecord
  const hours = T.approx();
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

function capYearFigures(y: CapYearFigures): Record<keyof CapYearFigures, number | null> {
  return {
    year: y.year,
    futa_rate: round(y.futa_rate, PERCENT),
    taxable_wages: round(y.taxable_wages, MONEY),
    social_security_wage_base: roundOrNull(y.social_security_wage_base, MONEY),
    futa_wage_base: roundOrNull(y.futa_wage_base, MONEY),
    suta_wage_base: roundOrNull(y.suta_wage_base, MONEY),
    social_security: round(y.social_security, MONEY),
    medicare: round(y.medicare, MONEY),
    futa: round(y.futa, MONEY),
    suta: round(y.suta, MONEY),
  };
}

export const lineFigures = (line: CostLine): CostLineFigures => ({
  ...line,
  value: round(line.value, MONEY),
});
