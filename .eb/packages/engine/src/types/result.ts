import type { Dec } from '../decimal';
import type { CostCategory } from './person';

/** Money figures of an assignment, by the model's names; base_hour_calculation is each divided by T. */
export const MONEY_FIGURES = [
  'regular_pay',
  'overtime_pay',
  'revenue',
  'overtime_revenue',
  'total_revenue',
  'bonus',
  'holidays',
  'pto_vacation_sick',
  'statutory_pto',
  'stipends',
  'taxable_wages',
  'non_taxable_wages',
  'total_wages',
  'total_earnings',
  'social_security',
  'medicare',
  'futa',
  'suta',
  'federal_taxes',
  'state_taxes',
  'employer_taxes',
  'workers_comp',
  'other_insurance',
  'insurance',
  'risk',
  'k_401',
  'healthcare',
  'mandatory_benefits',
  'additional_benefits',
  'benefits',
  'background_check',
  'drug_screening',
  'screening',
  'interest',
  'financing',
  'msp',
  'vms',
  'payrolling_cost',
  'custom_cost',
  'other_costs',
  'total_employers_burden',
  'total_project_cost',
  'gross_profit',
  'sales_tax',
] as const;

export type MoneyFigureName = (typeof MONEY_FIGURES)[number];
export type MoneyFigures = Record<MoneyFigureName, Dec>;

export interface TimeFigures {
  /** H, D, h (h null with 0 days a week). */
  hours_per_week: Dec;
  days_per_week: Dec;
  hours_per_day: Dec | null;
  /** W, M, D x W, T. */
  weeks: Dec;
  months: Dec;
  days_worked: Dec;
  total_hours: Dec;
  regular_hours: Dec;
  overtime_hours: Dec;
  /** With dates only: calendar days, both ends included. */
  calendar_days: Dec | null;
}

/** Hourly and percentage rates the figures were computed with (percentages as percentages). */
export interface RateFigures {
  pay_rate: Dec;
  bill_rate: Dec;
  /** (b / p - 1) x 100; null when p is 0. */
  markup: Dec | null;
  overtime_multiplier: Dec;
  overtime_pay_rate: Dec;
  overtime_bill_rate: Dec;
  suta_rate: Dec;
  /** FUTA rate of the first cap year, credit reduction included. */
  futa_rate: Dec;
  workers_comp_rate: Dec;
  /** Average taxable wage per hour worked (taxable_wages / T); null with no hours. */
  wage_rate: Dec | null;
  /** SUTA wage base of the first cap year (null = no cap): the wages taxed at the initial rate. */
  initial_rate: Dec | null;
  /** Taxable wages above that base over the whole assignment (0 with no cap). */
  diff: Dec;
  /** Display only: (weekly regular + overtime pay) x 52 / pay periods a year. */
  wages_per_pay_period: Dec;
}

/** One calendar (cap) year of the assignment and the taxes its wages bore. */
export interface CapYearFigures {
  year: number;
  taxable_wages: Dec;
  social_security_wage_base: Dec | null;
  futa_wage_base: Dec | null;
  suta_wage_base: Dec | null;
  /** Percent, credit reduction included. */
  futa_rate: Dec;
  social_security: Dec;
  medicare: Dec;
  futa: Dec;
  suta: Dec;
}

/**
 * A tax year priced with another year's reference figures, because the data has none for it yet
 * (docs/reference-data.md#a-year-not-in-the-data): which figures, and the year whose figures were used.
 */
export interface ReferenceFallback {
  /** The calendar (cap) year of the assignment that was priced. */
  year: number;
  /** The year whose figures were used instead (the latest earlier year in the data). */
  used_year: number;
  /** Federal constants (Social Security, Medicare, FUTA), or a state's SUTA wage base or FUTA credit reduction. */
  figures: ReferenceFigures;
  /** The state (USPS code) for a state's figures; null for the federal constants. */
  state: string | null;
}

export const REFERENCE_FIGURES = ['federal', 'suta_wage_base', 'futa_credit_reduction'] as const;
export type ReferenceFigures = (typeof REFERENCE_FIGURES)[number];

export interface Profitability {
  assignment_total_profit: Dec;
  assignment_profit_per_hour: Dec | null;
  assignment_profit_per_day: Dec | null;
  assignment_profit_per_week: Dec | null;
  assignment_profit_per_month: Dec | null;
}

/** Hours of the assignment within (and past) the first cap year's wage base, per tax. */
export interface HoursTaxed {
  suta_hours_taxed: Dec;
  post_suta_hours_taxed: Dec;
  futa_hours_taxed: Dec;
  post_futa_hours_taxed: Dec;
  social_security_hours_taxed: Dec;
  post_social_security_hours_taxed: Dec;
}

export interface CostLine {
  id: string;
  name: string;
  category: CostCategory;
  value: Dec;
}

/** The full result of one (person, location), unrounded. */
export interface CalculationResult {
  tax_year: number;
  job_name: string;
  state: string;
  city: string | null;
  time: TimeFigures;
  rates: RateFigures;
  /** total_assignment_calculation. */
  total: MoneyFigures;
  /** base_hour_calculation; null when T is 0. */
  hour: MoneyFigures | null;
  /** One amount divided by T, exactly as `hour` divides (null when T is 0): for a single figure. */
  perHourOf(amount: Dec): Dec | null;
  /** Computed from unrounded figures; 0 when revenue is 0. */
  gross_profit_percent: Dec;
  profitability: Profitability;
  hours_taxed: HoursTaxed;
  cap_years: CapYearFigures[];
  /** The cap years priced with another year's reference figures; empty when the data covers every year. */
  reference_fallbacks: ReferenceFallback[];
  /** Every selected cost item with its value (liability insurance and interest included). */
  othercost_items: CostLine[];
  custom_cost_info: CostLine[];
  /** Categories of the selected cost items, in order of first appearance. */
  categories: CostCategory[];
}
