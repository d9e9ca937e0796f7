import type { SelectedCosts } from '../costs/other-costs';
import type { Dec } from '../decimal';
import type { Ratio } from '../ratio';
import type { WeeklySchedule } from '../time/schedule';
import type { AssignmentSpan } from '../time/weeks';
import type { RateSnapshot } from '../types/rates';
import type { HourlyRates } from './rates';

/** Everything about a person that does not depend on the location: computed once, reused per location. */
export interface PersonBasis {
  taxYear: number;
  schedule: WeeklySchedule;
  span: AssignmentSpan;
  rates: HourlyRates;
  /** W. */
  weeks: Ratio;
  /** M = W x 12 / 52. */
  months: Ratio;
  /** T = H x W. */
  totalHours: Ratio;
  /** D x W. */
  daysWorked: Ratio;
  regularHours: Dec;
  overtimeHours: Dec;
  regularPay: Dec;
  overtimePay: Dec;
  /** The (k - 1) part of overtime pay, outside the workers' comp base. */
  overtimePremium: Dec;
  revenue: Dec;
  overtimeRevenue: Dec;
  totalRevenue: Dec;
  bonus: Dec;
  holidays: Dec;
  ptoVacationSick: Dec;
  wagesPerPayPeriod: Dec;
  /** regular + overtime pay + bonus: the wages common to taxable and total wages. */
  paidWages: Dec;
  /** 401k contribution as a factor; null = none. */
  k401: Dec | null;
  stipendDiscount: Dec;
  /** 7 x W x (100 - discount) / 100: stipend_total = daily per diem x this. */
  stipendScale: Ratio;
  /** Parts that depend on the snapshot's cost items and packages, per snapshot. */
  byRates: WeakMap<RateSnapshot, PersonRates>;
}

/** The parts of a person that depend on the snapshot but not on the location. */
export interface PersonRates {
  costs: SelectedCosts;
  /** Σ monthly premiums of the chosen plans x M. */
  healthcare: Dec;
}
