/**
 * Every input bound in one place: what a real staffing assignment can need, and no more. A value outside these
 * never reaches the engine or the database (docs/product/limits.md explains each one).
 */

/** Persons (person_list entries) in one calculation. */
export const MAX_PERSONS = 100;
/** Work locations (wc_states entries) of one person. */
export const MAX_LOCATIONS_PER_PERSON = 5;
/** Persons x locations in one rates request. */
export const MAX_RATE_LOCATIONS = MAX_PERSONS * MAX_LOCATIONS_PER_PERSON;

/** An assignment lasts at most ten years, in whichever unit its length is given. */
export const MAX_ASSIGNMENT_YEARS = 10;
export const MAX_ASSIGNMENT_LENGTH = {
  week: 52 * MAX_ASSIGNMENT_YEARS,
  month: 12 * MAX_ASSIGNMENT_YEARS,
  year: MAX_ASSIGNMENT_YEARS,
} as const;

/** Dates anywhere in the product; an assignment's start is also on or after MIN_START_DATE. */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2100-12-31';

/** Hourly pay and bill rates, in dollars. */
export const MAX_HOURLY_RATE = 10_000;
/** A salary (annual or monthly), a flat bonus, a flat cost, a premium or a wage base, in dollars. */
export const MAX_AMOUNT = 10_000_000;
/** Markup percent: a bill rate may be many times the pay. */
export const MAX_MARKUP_PERCENT = 1000;
/** Shares of something (discounts, rates, 401k, percent costs). */
export const MAX_PERCENT = 100;
/** Days of holidays, PTO or payment terms. */
export const MAX_DAYS = 366;
/** Decimal places a number may carry: more is never a real figure, and keeps number text short. */
export const MAX_DECIMALS = 10;
/** Employees in one person_list entry. */
export const MAX_EMPLOYEES = 10_000;

/** A record id is a PostgreSQL integer. */
export const MAX_ID = 2_147_483_647;

/** Text lengths. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 200;
export const MAX_LONG_TEXT_LENGTH = 2000;

/** List sizes inside one person. */
export const MAX_HEALTH_PLANS = 10;
export const MAX_COSTS_PER_TYPE = 50;

/**
 * The stored totals' columns: numeric(16,2) for money, numeric(9,2) for the gross-profit percent. A
 * calculation whose totals do not fit is refused, never truncated.
 */
export const MAX_STORED_MONEY = 1e14;
export const MAX_STORED_PERCENT = 1e7;
