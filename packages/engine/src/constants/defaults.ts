import type { Benefits } from '../types/person';

/** Business constants of the product (docs/product/README.md#constants-used-across-areas) and of docs/calculation-model.md. */
export const FULL_TIME_HOURS_PER_WEEK = 40;
export const FULL_TIME_DAYS_PER_WEEK = 5;
/** Federal weekly overtime threshold. */
export const OVERTIME_THRESHOLD_HOURS = 40;
export const DEFAULT_OVERTIME_MULTIPLIER = '1.5';
/** Double time d where a state's daily rule has it (docs/calculation-model.md#state-daily-overtime-and-double-time). */
export const DEFAULT_DOUBLE_TIME_MULTIPLIER = '2';
/** Salary is converted to an hourly rate over 52 weeks of 40 hours. */
export const SALARY_HOURS_PER_YEAR = 2080;
export const WEEKS_PER_YEAR = 52;
/** Interest uses a 360-day year (docs/calculation-model.md#6-risk-benefits-and-other-costs). */
export const INTEREST_DAY_BASIS = 360;

/**
 * GSA standard CONUS per diem for FY2025 and FY2026 (unchanged): $110 lodging, $68 M&IE. Used when a location
 * has no per-diem entry. Source: https://www.gsa.gov/travel/plan-book/per-diem-rates/per-diem-files and
 * Federal Register 2025-15771.
 */
export const STANDARD_CONUS_PER_DIEM = { mie: '68', lodging: '110' } as const;

/** A person's benefits when none are chosen: no paid leave, 401k, bonus or health plan, statutory sick leave off. */
export const NO_BENEFITS: Benefits = Object.freeze({
  holidays: null,
  pto: null,
  k401Percent: null,
  bonus: null,
  healthPlans: Object.freeze([]),
  statutoryPto: false,
});

/** Pay periods a year by pay frequency: display of wages per pay period only. */
export const PAY_PERIODS_PER_YEAR = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
} as const;

/**
 * The product's bounds (the contracts refuse input outside them first; the engine refuses it too, with an
 * EngineError, so that no input can make it loop or run out of memory).
 */
export const BOUNDS = {
  /** Longest assignment, in each unit of an estimated length. */
  maxLength: { week: 520, month: 120, year: 10 },
  firstDate: '2000-01-01',
  lastDate: '2100-12-31',
  /** An end date at most this many years after the start date. */
  maxYears: 10,
  maxPersons: 100,
  maxLocationsPerPerson: 5,
} as const;
