import type { Num } from '../decimal';

/** How often wages are paid: display only (wages per pay period), never a cost driver. */
export type PayFrequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly';

export interface PersonPay {
  readonly compensation: 'hourly' | 'salary';
  /** Hourly rate, or the salary per `salaryPeriod`. */
  readonly rate: Num;
  readonly salaryPeriod: 'annual' | 'monthly';
  /** Exempt hourly workers have no overtime; ignored for salary (salary never has overtime). */
  readonly exempt: boolean;
  readonly frequency: PayFrequency;
  /** GSA per-diem stipend, reduced by a discount percent. */
  readonly stipend: { readonly enabled: boolean; readonly discountPercent: Num };
}

export type PersonBill =
  | { readonly kind: 'bill_rate'; readonly billRate: Num; readonly overtimeMultiplier: Num }
  | { readonly kind: 'markup'; readonly markupPercent: Num; readonly overtimeMultiplier: Num };

export type AssignmentPeriod =
  /** ISO dates (YYYY-MM-DD); both end dates count. */
  | { readonly kind: 'dates'; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'estimate'; readonly length: Num; readonly unit: 'week' | 'month' | 'year' };

export type WorkSchedule =
  | { readonly kind: 'full-time' }
  | { readonly kind: 'part-time'; readonly hoursPerWeek: Num }
  | { readonly kind: 'shift'; readonly hoursPerShift: Num; readonly shiftsPerWeek: Num };

export interface Assignment {
  readonly period: AssignmentPeriod;
  readonly schedule: WorkSchedule;
}

/** Paid days off: a number of days per year of assignment, or for the whole assignment. */
export interface PaidLeave {
  readonly days: Num;
  readonly basis: 'per-year' | 'per-assignment';
}

export type HealthcareTier = 'employee_only' | 'employee_spouse' | 'employee_dependent' | 'family';

export interface HealthPlanChoice {
  readonly packageId: string;
  readonly tier: HealthcareTier;
}

export interface Benefits {
  readonly holidays: PaidLeave | null;
  readonly pto: PaidLeave | null;
  /** Employer 401k contribution percent of taxable wages; null or 0 = none. */
  readonly k401Percent: Num | null;
  readonly bonus: { readonly kind: 'percent' | 'flat'; readonly amount: Num } | null;
  readonly healthPlans: readonly HealthPlanChoice[];
  /** The person's statutory sick leave toggle (the organisation's always-accrue also turns it on). */
  readonly statutoryPto: boolean;
}

export type CostCategory =
  | 'background_check'
  | 'drug_screen'
  | 'msp'
  | 'vms'
  | 'payrolling'
  | 'interest'
  | 'liability_insurance'
  | 'custom';

/** How a flat cost repeats; percentage costs ignore it. */
export type CostFrequency = 'once' | 'hour' | 'week' | 'month';

export interface CostItem {
  readonly id: string;
  readonly name: string;
  readonly option: 'flat' | 'percentage';
  /** Dollars for a flat item, percent for a percentage item (for interest: the yearly rate). */
  readonly amount: Num;
  /** Base of a percentage item: total_revenue (wire `from` 1) or total_wages (`from` 2); docs/product/README.md#glossary-of-wire-field-names. */
  readonly from: 'revenue' | 'wages';
  readonly frequency: CostFrequency;
}

/** A selected cost: by id from the rate snapshot's cost items, or given inline (custom costs). */
export interface CostSelection {
  readonly category: CostCategory;
  readonly item: string | CostItem;
}

export interface OtherCosts {
  /** Payment terms in days: the financing period of interest items. */
  readonly paymentTermsDays: Num;
  readonly selections: readonly CostSelection[];
}

export interface WorkersCompCode {
  readonly nickname: string;
  readonly code: string;
  readonly industry: string;
  readonly ratePercent: Num;
}

/** Where the person works; the engine is given the resolved rates of one of these at a time. */
export interface PersonLocation {
  readonly stateId: string;
  readonly cityId: string | null;
  readonly workersComp: WorkersCompCode;
}

/** One worker (a job with N employees is N persons). */
export interface Person {
  readonly jobName: string;
  readonly pay: PersonPay;
  readonly bill: PersonBill;
  readonly assignment: Assignment;
  readonly benefits: Benefits;
  readonly otherCosts: OtherCosts;
  readonly locations: readonly PersonLocation[];
}
