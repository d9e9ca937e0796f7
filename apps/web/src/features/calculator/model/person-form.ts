import type { CostType } from '@app/contracts/settings';

/** What a number input holds: a number, text, or '' while empty (the contracts schemas call '' required). */
export type NumberValue = number | string;

/** The five sections of a person, in the wizard's tab order (docs/product/calculator.md#job_detail). */
export const SECTIONS = ['pay', 'bill', 'assignment', 'benefits', 'othercost'] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<Section, string> = {
  pay: 'Pay',
  bill: 'Bill',
  assignment: 'Assignment Details',
  benefits: 'Benefits',
  othercost: 'Other Costs',
};

/** A target that solve-for keeps: a gross-profit % or gross profit per hour, on the bill rate or markup. */
export interface SolvePin {
  aim: 'margin' | 'per_hour';
  target: string;
  kind: 'bill_rate' | 'markup';
}

/** A workers' comp code as the person carries it (copied from the organisation's settings when chosen). */
export interface WcChoice {
  nick_name: string;
  code: string;
  industry: string;
  rate: NumberValue;
}

export interface LocationForm {
  state_id: string | null;
  city_id: string | null;
  wc_settings: WcChoice | null;
}

interface HealthPlanForm {
  package: string | null;
  package_type: string | null;
}

/**
 * One person of the wizard: the wire's shape with plain English names where the wire misspells
 * (benefits, schedule, exempt, stipend, hours_per_shift, estimated_assignment_*; the wire names are
 * docs/product/README.md#glossary-of-wire-field-names). to-wire.ts and from-wire.ts map the names, and
 * wire-names.ts the error paths, so the contracts schemas' messages land on the form's fields. `key` and
 * `done` are screen state and never sent.
 */
export interface PersonForm {
  key: string;
  job_name: string;
  number_of_employees: NumberValue;
  wc_states: LocationForm[];
  pay: {
    compensation_type: 'hourly' | 'salary';
    pay_rate: NumberValue;
    stipend: boolean;
    exempt: boolean;
    discount: NumberValue;
    pay_frequency: 'monthly' | 'semi-monthly' | 'bi-weekly' | 'weekly';
    salary_type: 'annual' | 'monthly';
  };
  bill: {
    compensation_type: 'bill_rate' | 'markup';
    bill_rate: NumberValue;
    markup: NumberValue;
    overtime: NumberValue;
    /** California's double-time multiplier; asked only where a location's state has double time. */
    double_time: NumberValue;
  };
  assignment: {
    have_start_end_date: 'yes' | 'no';
    start_date: string | null;
    end_date: string | null;
    schedule: 'shift' | 'full-time' | 'part-time';
    hours_per_shift: NumberValue;
    shift_per_week: NumberValue;
    hours_per_week: NumberValue;
    estimated_assignment_length: NumberValue;
    estimated_assignment_period: 'week' | 'month' | 'year';
  };
  benefits: {
    holiday_pay: boolean;
    holiday_paid_time: NumberValue;
    holiday_type: 'per-year' | 'per-assignment' | null;
    paid_time: boolean;
    paid_time_number_of_days: NumberValue;
    pto_type: 'per-year' | 'per-assignment' | null;
    k_401: boolean;
    k_401_number_of_days: NumberValue;
    bonus: boolean;
    bonus_pay: NumberValue;
    bonus_type: '%' | '$' | null;
    healthcare_plan: boolean;
    health_plans: HealthPlanForm[];
    spto: boolean;
  };
  /**
   * Solve-for's pinned target (screen state, never sent): while set, the bill rate or markup is re-solved
   * whenever the person changes, so the target holds (docs/product/calculator.md#bill-tab).
   */
  pin?: SolvePin | null;
  othercost: {
    number_of_days: NumberValue;
    /** Which cost sections are switched on. */
    toggles: Partial<Record<CostType, boolean>>;
    /** The ticked cost ids of each section. */
    costTypes_and_ids: Partial<Record<CostType, string[]>>;
  };
}

const DEFAULT_OVERTIME = 1.5;
/** docs/product/calculator.md#bill-tab: double time is twice the pay and bill rate unless changed. */
export const DEFAULT_DOUBLE_TIME = 2;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `p-${Math.random().toString(36).slice(2)}`;

/**
 * A new person with the product's defaults: hourly, weekly pay, bill rate, overtime 1.5, Per Year leave
 * (docs/product/calculator.md#pay-tab, #bill-tab and #benefits-tab).
 */
export function blankPerson(job_name = '', wc_states: LocationForm[] = []): PersonForm {
  return {
    key: newKey(),
    job_name,
    number_of_employees: 1,
    wc_states,
    pay: {
      compensation_type: 'hourly',
      pay_rate: '',
      stipend: false,
      exempt: false,
      discount: 0,
      pay_frequency: 'weekly',
      salary_type: 'annual',
    },
    bill: {
      compensation_type: 'bill_rate',
      bill_rate: '',
      markup: '',
      overtime: DEFAULT_OVERTIME,
      double_time: DEFAULT_DOUBLE_TIME,
    },
    assignment: {
      have_start_end_date: 'no',
      start_date: null,
      end_date: null,
      schedule: 'full-time',
      hours_per_shift: '',
      shift_per_week: '',
      hours_per_week: '',
      estimated_assignment_length: '',
      estimated_assignment_period: 'week',
    },
    benefits: {
      holiday_pay: false,
      holiday_paid_time: '',
      holiday_type: 'per-year',
      paid_time: false,
      paid_time_number_of_days: '',
      pto_type: 'per-year',
      k_401: false,
      k_401_number_of_days: '',
      bonus: false,
      bonus_pay: '',
      bonus_type: null,
      healthcare_plan: false,
      health_plans: [{ package: null, package_type: null }],
      spto: false,
    },
    othercost: { number_of_days: '', toggles: {}, costTypes_and_ids: {} },
  };
}

/** A copy with a new identity (a job with N employees appends N copies). */
export const copyPerson = (person: PersonForm): PersonForm => ({
  ...structuredClone(person),
  key: newKey(),
});
