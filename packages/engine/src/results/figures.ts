import type { Dec } from '../decimal';
import type { CostCategory } from '../types/person';
import type {
  CalculationResult,
  CapYearFigures,
  CostLine,
  MoneyFigureName,
  MoneyFigures,
  OvertimeRuleFigures,
  RateFigures,
  ReferenceFallback,
} from '../types/result';
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

/**
 * The figures a result and a sum of results (summed-figures.ts) both present, each rounded once, half-up
 * (see `round`).
 */
export interface PricedFigures {
  total_assignment_calculation: MoneyNumbers;
  base_hour_calculation: MoneyNumbers | null;
  gross_profit_percent: number;
  profitability: Record<keyof CalculationResult['profitability'], number | null>;
  hours_taxed: Record<keyof CalculationResult['hours_taxed'], number>;
  breakdown: BreakdownFigures;
  othercost_items: CostLineFigures[];
  custom_cost_info: CostLineFigures[];
  /** Comma-separated, as stored on the wire (docs/calculation-model.md#our-readings). */
  categories: string;
  /** Cap years (or, summed, years) priced with another year's reference figures (see ReferenceFallback). */
  reference_fallbacks: ReferenceFallback[];
}

/** A result as presented and stored: every figure rounded once, half-up (see `round`). */
export interface ResultFigures extends PricedFigures {
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
    doubletime_hours: number;
    calendar_days: number | null;
  };
  rates: Record<keyof CalculationResult['rates'], number | null>;
  /** The overtime rule the figures were computed with (stored results saved before it: see `readResultFigures`). */
  overtime_rule: OvertimeRuleNumbers;
  cap_years: Record<keyof CapYearFigures, number | null>[];
}

/** OvertimeRuleFigures with its thresholds as numbers (hours). */
export interface OvertimeRuleNumbers {
  state: string | null;
  daily_overtime_after: number | null;
  daily_doubletime_after: number | null;
  seventh_day: boolean;
  explanation: string;
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
  const total = moneyNumbers(result.total);
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
      doubletime_hours: round(time.doubletime_hours, HOURS),
      calendar_days: roundOrNull(time.calendar_days, 0),
    },
    rates: rateNumbers(result.rates),
    overtime_rule: overtimeRuleNumbers(result.overtime_rule),
    total_assignment_calculation: total,
    base_hour_calculation: hourFigures(result),
    gross_profit_percent: round(result.gross_profit_percent, MONEY),
    profitability: roundNullableRecord(result.profitability, MONEY),
    hours_taxed: roundRecord(result.hours_taxed, HOURS),
    breakdown: breakdownOf(total),
    cap_years: result.cap_years.map(capYearFigures),
    reference_fallbacks: result.reference_fallbacks.map((f) => ({ ...f })),
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
    doubletime_multiplier: round(r.doubletime_multiplier, PERCENT),
    doubletime_pay_rate: round(r.doubletime_pay_rate, MONEY),
    doubletime_bill_rate: round(r.doubletime_bill_rate, MONEY),
    suta_rate: round(r.suta_rate, PERCENT),
    futa_rate: round(r.futa_rate, PERCENT),
    workers_comp_rate: round(r.workers_comp_rate, PERCENT),
    wage_rate: roundOrNull(r.wage_rate, MONEY),
    initial_rate: roundOrNull(r.initial_rate, MONEY),
    diff: round(r.diff, MONEY),
    wages_per_pay_period: round(r.wages_per_pay_period, MONEY),
  };
}

function overtimeRuleNumbers(rule: OvertimeRuleFigures): OvertimeRuleNumbers {
  return {
    state: rule.state,
    daily_overtime_after: roundOrNull(rule.daily_overtime_after, HOURS),
    daily_doubletime_after: roundOrNull(rule.daily_doubletime_after, HOURS),
    seventh_day: rule.seventh_day,
    explanation: rule.explanation,
  };
}

/** base_hour_calculation rounded: each total / T, rounded exactly without building the quotients. */
function hourFigures(result: CalculationResult): MoneyNumbers | null {
  const T = result.time.total_hours;
  return T.isZero() ? null : perHourNumbers(result.total, T, T.approx());
}

/**
 * The assignment totals rounded to cents, written out as one object literal: V8 builds it with its final
 * shape at once, where copying the record and overwriting each field (or adding 44 keys one by one) costs
 * shape changes and a keyed store per figure. Order as MONEY_FIGURES.
 */
function moneyNumbers(t: MoneyFigures): MoneyNumbers {
  return {
    regular_pay: round(t.regular_pay, MONEY),
    overtime_pay: round(t.overtime_pay, MONEY),
    revenue: round(t.revenue, MONEY),
    overtime_revenue: round(t.overtime_revenue, MONEY),
    doubletime_pay: round(t.doubletime_pay, MONEY),
    doubletime_revenue: round(t.doubletime_revenue, MONEY),
    total_revenue: round(t.total_revenue, MONEY),
    bonus: round(t.bonus, MONEY),
    holidays: round(t.holidays, MONEY),
    pto_vacation_sick: round(t.pto_vacation_sick, MONEY),
    statutory_pto: round(t.statutory_pto, MONEY),
    stipends: round(t.stipends, MONEY),
    taxable_wages: round(t.taxable_wages, MONEY),
    non_taxable_wages: round(t.non_taxable_wages, MONEY),
    total_wages: round(t.total_wages, MONEY),
    total_earnings: round(t.total_earnings, MONEY),
    social_security: round(t.social_security, MONEY),
    medicare: round(t.medicare, MONEY),
    futa: round(t.futa, MONEY),
    suta: round(t.suta, MONEY),
    federal_taxes: round(t.federal_taxes, MONEY),
    state_taxes: round(t.state_taxes, MONEY),
    employer_taxes: round(t.employer_taxes, MONEY),
    workers_comp: round(t.workers_comp, MONEY),
    other_insurance: round(t.other_insurance, MONEY),
    insurance: round(t.insurance, MONEY),
    risk: round(t.risk, MONEY),
    k_401: round(t.k_401, MONEY),
    healthcare: round(t.healthcare, MONEY),
    mandatory_benefits: round(t.mandatory_benefits, MONEY),
    additional_benefits: round(t.additional_benefits, MONEY),
    benefits: round(t.benefits, MONEY),
    background_check: round(t.background_check, MONEY),
    drug_screening: round(t.drug_screening, MONEY),
    screening: round(t.screening, MONEY),
    interest: round(t.interest, MONEY),
    financing: round(t.financing, MONEY),
    msp: round(t.msp, MONEY),
    vms: round(t.vms, MONEY),
    payrolling_cost: round(t.payrolling_cost, MONEY),
    custom_cost: round(t.custom_cost, MONEY),
    other_costs: round(t.other_costs, MONEY),
    total_employers_burden: round(t.total_employers_burden, MONEY),
    total_project_cost: round(t.total_project_cost, MONEY),
    gross_profit: round(t.gross_profit, MONEY),
    sales_tax: round(t.sales_tax, MONEY),
  };
}

/** Each total / T rounded to cents (see `roundQuotient`: no quotient is built), written out as `moneyNumbers`. */
function perHourNumbers(t: MoneyFigures, T: Dec, hours: number): MoneyNumbers {
  return {
    regular_pay: roundQuotient(t.regular_pay, T, MONEY, hours),
    overtime_pay: roundQuotient(t.overtime_pay, T, MONEY, hours),
    revenue: roundQuotient(t.revenue, T, MONEY, hours),
    overtime_revenue: roundQuotient(t.overtime_revenue, T, MONEY, hours),
    doubletime_pay: roundQuotient(t.doubletime_pay, T, MONEY, hours),
    doubletime_revenue: roundQuotient(t.doubletime_revenue, T, MONEY, hours),
    total_revenue: roundQuotient(t.total_revenue, T, MONEY, hours),
    bonus: roundQuotient(t.bonus, T, MONEY, hours),
    holidays: roundQuotient(t.holidays, T, MONEY, hours),
    pto_vacation_sick: roundQuotient(t.pto_vacation_sick, T, MONEY, hours),
    statutory_pto: roundQuotient(t.statutory_pto, T, MONEY, hours),
    stipends: roundQuotient(t.stipends, T, MONEY, hours),
    taxable_wages: roundQuotient(t.taxable_wages, T, MONEY, hours),
    non_taxable_wages: roundQuotient(t.non_taxable_wages, T, MONEY, hours),
    total_wages: roundQuotient(t.total_wages, T, MONEY, hours),
    total_earnings: roundQuotient(t.total_earnings, T, MONEY, hours),
    social_security: roundQuotient(t.social_security, T, MONEY, hours),
    medicare: roundQuotient(t.medicare, T, MONEY, hours),
    futa: roundQuotient(t.futa, T, MONEY, hours),
    suta: roundQuotient(t.suta, T, MONEY, hours),
    federal_taxes: roundQuotient(t.federal_taxes, T, MONEY, hours),
    state_taxes: roundQuotient(t.state_taxes, T, MONEY, hours),
    employer_taxes: roundQuotient(t.employer_taxes, T, MONEY, hours),
    workers_comp: roundQuotient(t.workers_comp, T, MONEY, hours),
    other_insurance: roundQuotient(t.other_insurance, T, MONEY, hours),
    insurance: roundQuotient(t.insurance, T, MONEY, hours),
    risk: roundQuotient(t.risk, T, MONEY, hours),
    k_401: roundQuotient(t.k_401, T, MONEY, hours),
    healthcare: roundQuotient(t.healthcare, T, MONEY, hours),
    mandatory_benefits: roundQuotient(t.mandatory_benefits, T, MONEY, hours),
    additional_benefits: roundQuotient(t.additional_benefits, T, MONEY, hours),
    benefits: roundQuotient(t.benefits, T, MONEY, hours),
    background_check: roundQuotient(t.background_check, T, MONEY, hours),
    drug_screening: roundQuotient(t.drug_screening, T, MONEY, hours),
    screening: roundQuotient(t.screening, T, MONEY, hours),
    interest: roundQuotient(t.interest, T, MONEY, hours),
    financing: roundQuotient(t.financing, T, MONEY, hours),
    msp: roundQuotient(t.msp, T, MONEY, hours),
    vms: roundQuotient(t.vms, T, MONEY, hours),
    payrolling_cost: roundQuotient(t.payrolling_cost, T, MONEY, hours),
    custom_cost: roundQuotient(t.custom_cost, T, MONEY, hours),
    other_costs: roundQuotient(t.other_costs, T, MONEY, hours),
    total_employers_burden: roundQuotient(t.total_employers_burden, T, MONEY, hours),
    total_project_cost: roundQuotient(t.total_project_cost, T, MONEY, hours),
    gross_profit: roundQuotient(t.gross_profit, T, MONEY, hours),
    sales_tax: roundQuotient(t.sales_tax, T, MONEY, hours),
  };
}

/** The two donut charts: the cost split of the burden and the split of revenue. */
export function breakdownFigures(total: MoneyFigures): BreakdownFigures {
  return breakdownOf(moneyNumbers(total));
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
