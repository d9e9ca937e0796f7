import type { Num } from '../decimal';

/** How often wages are paid: display only (wages per pay period), never a cost driver. */
export type PayFrequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly';

export interface PersonPay {
  compensation: 'hourly' | 'salary';
  /** Hourly rate, or the salary per `salaryPeriod`. */
  rate: Num;
  salaryPeriod: 'annual' | 'monthly';
  /** Exempt hourly workers have no overtime; ignored for salary (salary never has overtime). */
  exempt: boolean;
  frequency: PayFrequency;
  /** GSA per-diem stipend, reduced by a discount percent. */
  stipend: { enabled: boolean; discountPercent: Num };
}

export type PersonBill =
  | { kind: 'bill_rate'; billRate: Num; overtimeMultiplier: Num }
  | { kind: 'markup'; markupPercent: Num; overtimeMultiplier: Num };

export type AssignmentPeriod =
  /** ISO dates (YYYY-MM-DD); both end dates count. */
  | { kind: 'dates'; startDate: string; endDate: string }
  | { kind: 'estimate'; length: Num; unit: 'week' | 'month' | 'year' };

export type WorkSchedule =
  | { kind: 'full-time' }
  | { kind: 'part-time'; hoursPerWeek: Num }
  | { kind: 'shift'; hoursPerShift: Num; shiftsPerWeek: Num };

export interface Assignment {
  period: AssignmentPeriod;
  schedule: WorkSchedule;
}

/** Paid days off: a number of days per year of assignment, or for the whole assignment. */
export interface PaidLeave {
  days: Num;
  basis: 'per-year' | 'per-assignment';
}

export type HealthcareTier = 'employee_only' | 'employee_spouse' | 'employee_dependent' | 'family';

export interface HealthPlanChoice {
  packageId: string;
  tier: HealthcareTier;
}

export interface Benefits {
  holidays: PaidLeave | null;
  pto: PaidLeave | null;
  /** Employer 401k contribution percent of taxable wages; null or 0 = none. */
  k401Percent: Num | null;
  bonus: { kind: 'percent' | 'flat'; amount: Num } | null;
  healthPlans: HealthPlanChoice[];
  /** The person's statutory sick leave toggle (the organisation's always-accrue also turns it on). */
  statutoryPto: boolean;
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
  id: string;
  name: string;
  option: 'flat' | 'percentage';
  /** Dollars for a flat item, percent for a percentage item (for interest: the yearly rate). */
  amount: Num;
  /** Base of a percentage item: total_revenue (spec `from` 1) or total_wages (`from` 2). */
  from: 'revenue' | 'wages';
  frequency: CostFrequency;
}

/** A selected cost: by id from the rate snapshot's cost items, or given inline (custom costs). */
export interface CostSelection {
  category: CostCategory;
  item: string | CostItem;
}

export interface OtherCosts {
  /** Payment terms in days: the financing period of interest items. */
  paymentTermsDays: Num;
  selections: CostSelection[];
}

export interface WorkersCompCode {
  nickname: string;
  code: string;
  industry: string;
  ratePercent: Num;
}

/** Where the person works; the engine is given the resolved rates of one of these at a time. */
export interface PersonLocation {
  stateId: string;
  cityId: string | null;
  workersComp: WorkersCompCode;
}

/** One worker (a job with N employees is N persons). */
export interface Person {
  jobName: string;
  pay: PersonPay;
  bill: PersonBill;
  assignment: Assignment;
  benefits: Benefits;
  otherCosts: OtherCosts;
  locations: PersonLocation[];
}
