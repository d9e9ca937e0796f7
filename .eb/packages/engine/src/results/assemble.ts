import type { CostTotals } from '../costs/other-costs';
import { type Dec, HUNDRED, plus, ZERO } from '../decimal';
import type { PersonBasis } from '../pay/basis';
import type { LocationBasis } from '../prepare/location-basis';
import { per } from '../ratio';
import type { EmployerTaxes } from '../taxes/employer-taxes';
import { hoursTaxed } from '../taxes/hours-taxed';
import type { CostCategory, Person } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';
import type {
  CalculationResult,
  CostLine,
  HoursTaxed,
  MoneyFigures,
  Profitability,
  RateFigures,
} from '../types/result';
import { perHour } from './per-hour';
import { profitability } from './profitability';
import { rateFigures } from './rate-figures';
import { salesTax } from './sales-tax';

export interface Parts {
  person: Person;
  location: LocationRates;
  rates: RateSnapshot;
  basis: PersonBasis;
  loc: LocationBasis;
  statutoryPto: Dec;
  stipends: Dec;
  taxableWages: Dec;
  totalWages: Dec;
  taxes: EmployerTaxes;
  federalTaxes: Dec;
  employerTaxes: Dec;
  workersComp: Dec;
  risk: Dec;
  k401: Dec;
  healthcare: Dec;
  costs: CostTotals;
  lines: CostLine[];
}

/** Sums the parts into the model's figures (docs/calculation-model.md#7-results) and derives per-hour, profitability and taxes. */
export function assembleResult(x: Parts): CalculationResult {
  const { basis, costs, taxes } = x;
  const additional = plus(plus(plus(basis.holidays, basis.ptoVacationSick), x.k401), x.healthcare);
  const benefits = plus(x.statutoryPto, additional);
  const screening = plus(costs.background_check, costs.drug_screening);
  let otherCosts = screening;
  for (const part of [costs.interest, costs.msp, costs.vms, costs.payrolling_cost, costs.custom_cost]) {
    otherCosts = plus(otherCosts, part);
  }
  const burden = plus(plus(x.employerTaxes.add(x.risk), benefits), otherCosts);
  const projectCost = x.totalWages.add(burden);
  const grossProfit = basis.totalRevenue.sub(projectCost);
  const total: MoneyFigures = {
    regular_pay: basis.regularPay,
    overtime_pay: basis.overtimePay,
    revenue: basis.revenue,
    overtime_revenue: basis.overtimeRevenue,
    total_revenue: basis.totalRevenue,
    bonus: basis.bonus,
    holidays: basis.holidays,
    pto_vacation_sick: basis.ptoVacationSick,
    statutory_pto: x.statutoryPto,
    stipends: x.stipends,
    taxable_wages: x.taxableWages,
    non_taxable_wages: x.stipends,
    total_wages: x.totalWages,
    total_earnings: plus(x.taxableWages, x.stipends),
    social_security: taxes.social_security,
    medicare: taxes.medicare,
    futa: taxes.futa,
    suta: taxes.suta,
    federal_taxes: x.federalTaxes,
    state_taxes: taxes.suta,
    employer_taxes: x.employerTaxes,
    workers_comp: x.workersComp,
    other_insurance: costs.other_insurance,
    insurance: x.risk,
    risk: x.risk,
    k_401: x.k401,
    healthcare: x.healthcare,
    mandatory_benefits: x.statutoryPto,
    additional_benefits: additional,
    benefits,
    background_check: costs.background_check,
    drug_screening: costs.drug_screening,
    screening,
    interest: costs.interest,
    financing: costs.interest,
    msp: costs.msp,
    vms: costs.vms,
    payrolling_cost: costs.payrolling_cost,
    custom_cost: costs.custom_cost,
    other_costs: otherCosts,
    total_employers_burden: burden,
    total_project_cost: projectCost,
    gross_profit: grossProfit,
    sales_tax: salesTax(x.loc, x.rates, basis.totalRevenue, grossProfit),
  };
  return new Result(x, total, grossProfit);
}

/**
 * A result: its figures as fields, and the figures divided by time (per hour, day, week, month, hours taxed)
 * and the display rates derived on first read and kept: they are most of a calculation's divisions, and only
 * presentation needs them. A class, not an object literal with getters, which V8 keeps as a slow hash map.
 */
class Result implements CalculationResult {
  readonly tax_year: number;
  readonly job_name: string;
  readonly state: string;
  readonly city: string | null;
  readonly time: CalculationResult['time'];
  readonly total: MoneyFigures;
  readonly gross_profit_percent: Dec;
  readonly cap_years: CalculationResult['cap_years'];
  readonly reference_fallbacks: CalculationResult['reference_fallbacks'];
  readonly othercost_items: CostLine[];
  readonly custom_cost_info: CostLine[];
  readonly categories: CostCategory[];
  readonly #parts: Parts;
  readonly #grossProfit: Dec;
  #rates: RateFigures | undefined;
  #hour: MoneyFigures | null | undefined;
  #profitability: Profitability | undefined;
  #hoursTaxed: HoursTaxed | undefined;

  constructor(x: Parts, total: MoneyFigures, grossProfit: Dec) {
    const { basis } = x;
    this.tax_year = x.rates.taxYear;
    this.job_name = x.person.jobName;
    this.state = x.location.stateCode;
    this.city = x.location.city ?? null;
    this.time = {
      hours_per_week: basis.schedule.hoursPerWeek,
      days_per_week: basis.schedule.daysPerWeek,
      hours_per_day: basis.schedule.hoursPerDay,
      weeks: basis.weeks.value,
      months: basis.months.value,
      days_worked: basis.daysWorked.value,
      total_hours: basis.totalHours.value,
      regular_hours: basis.regularHours,
      overtime_hours: basis.overtimeHours,
      calendar_days: basis.span.calendarDays,
    };
    this.total = total;
    this.gross_profit_percent = basis.totalRevenue.isZero()
      ? ZERO
      : grossProfit.mul(HUNDRED).div(basis.totalRevenue);
    this.cap_years = x.taxes.years;
    this.reference_fallbacks = x.taxes.fallbacks;
    this.othercost_items = x.lines;
    this.custom_cost_info = x.lines.filter((line) => line.category === 'custom');
    this.categories = categoriesOf(x.lines);
    this.#parts = x;
    this.#grossProfit = grossProfit;
    this.#rates = undefined;
    this.#hour = undefined;
    this.#profitability = undefined;
    this.#hoursTaxed = undefined;
  }

  get rates(): RateFigures {
    const x = this.#parts;
    this.#rates ??= rateFigures(x.basis, x.loc, x.taxes.years[0]!, x.taxableWages);
    return this.#rates;
  }

  get hour(): MoneyFigures | null {
    const T = this.#parts.basis.totalHours;
    if (this.#hour === undefined) this.#hour = T.num.isZero() ? null : perHour(this.total, T);
    return this.#hour;
  }

  perHourOf(amount: Dec): Dec | null {
    return per(amount, this.#parts.basis.totalHours);
  }

  get profitability(): Profitability {
    this.#profitability ??= profitability(this.#grossProfit, this.#parts.basis);
    return this.#profitability;
  }

  get hours_taxed(): HoursTaxed {
    const x = this.#parts;
    this.#hoursTaxed ??= hoursTaxed(x.taxes.years[0]!, x.taxableWages, x.basis.totalHours);
    return this.#hoursTaxed;
  }
}

function categoriesOf(lines: readonly CostLine[]): CostCategory[] {
  const seen: CostCategory[] = [];
  for (const line of lines) if (!seen.includes(line.category)) seen.push(line.category);
  return seen;
}
