import { billedAt, location, person, rates, weeks } from '../testing/fixtures';
import type { Vector } from './vector';

const base = person();

/*
 * V4 salary: $62,400 a year -> p = 62,400 / 2,080 = 30; full-time only, no overtime; 26 weeks; b = 45.
 *   W = 26, T = 1,040, days = 130, M = 6
 *   regular_pay = 40 x 26 x 30 = 31,200        revenue = 1,040 x 45 = 46,800
 *   ss 6.2% = 1,934.40; medicare 1.45% = 452.40; futa 42.00; suta 243.00 -> employer taxes 2,671.80
 *   wc 2% = 624.00; burden 3,295.80; project 34,495.80; gross profit 12,304.20; GP% 26.2910 -> 26.29
 *   per hour 11.8310 -> 11.83; per day 94.6477 -> 94.65; per week 473.2385 -> 473.24; per month 2,050.70
 *   semi-monthly pay period: 40 x 30 x 52 / 24 = 2,600.00
 * V4b the same salary as $5,200 a month: 12 x 5,200 = 62,400, so the same figures.
 */
const salaryPay = { ...base.pay, compensation: 'salary', rate: '62400', frequency: 'semi-monthly' } as const;
const v4: Vector = {
  name: 'V4 salary',
  person: person({
    pay: salaryPay,
    bill: billedAt('45'),
    assignment: { ...base.assignment, period: weeks('26') },
  }),
  location: location(),
  rates: rates(),
  expect: {
    'rates.pay_rate': 30,
    'time.overtime_hours': 0,
    regular_pay: 31200,
    overtime_pay: 0,
    total_revenue: 46800,
    social_security: 1934.4,
    medicare: 452.4,
    employer_taxes: 2671.8,
    workers_comp: 624,
    total_employers_burden: 3295.8,
    total_project_cost: 34495.8,
    gross_profit: 12304.2,
    gross_profit_percent: 26.29,
    'profitability.assignment_profit_per_hour': 11.83,
    'profitability.assignment_profit_per_day': 94.65,
    'profitability.assignment_profit_per_week': 473.24,
    'profitability.assignment_profit_per_month': 2050.7,
    'rates.wages_per_pay_period': 2600,
  },
};
const v4b: Vector = {
  ...v4,
  name: 'V4b monthly salary',
  person: { ...v4.person, pay: { ...salaryPay, rate: '5200', salaryPeriod: 'monthly' } },
};

/*
 * V5 exempt hourly, part-time 45 hours a week (no overtime although past 40): p = 30, b = 48, 4 weeks.
 *   H = 45, D = 5, h = 9, T = 180, days = 20, M = 4 x 12 / 52 = 0.9231
 *   regular_pay = 45 x 4 x 30 = 5,400; revenue = 180 x 48 = 8,640
 *   ss 334.80; medicare 78.30; futa 0.6% x 5,400 = 32.40; suta 2.7% x 5,400 = 145.80 -> 591.30
 *   wc 108.00; burden 699.30; project 6,099.30; gross profit 2,540.70; GP% 29.4062 -> 29.41
 *   per hour 2,540.70 / 180 = 14.115 -> 14.12 (half-up); per day 127.035 -> 127.04 (half-up)
 *   hours taxed: 9,000 / 30 = 300 > 180 and 7,000 / 30 = 233.33 > 180, so all 180 hours, post 0
 */
const v5: Vector = {
  name: 'V5 exempt hourly past 40 hours',
  person: person({
    pay: { ...base.pay, rate: '30', exempt: true },
    bill: billedAt('48'),
    assignment: { period: weeks('4'), schedule: { kind: 'part-time', hoursPerWeek: '45' } },
  }),
  location: location(),
  rates: rates(),
  expect: {
    'time.hours_per_day': 9,
    'time.regular_hours': 180,
    'time.overtime_hours': 0,
    'time.months': 0.9231,
    regular_pay: 5400,
    overtime_pay: 0,
    overtime_revenue: 0,
    total_revenue: 8640,
    social_security: 334.8,
    medicare: 78.3,
    futa: 32.4,
    suta: 145.8,
    employer_taxes: 591.3,
    workers_comp: 108,
    total_project_cost: 6099.3,
    gross_profit: 2540.7,
    gross_profit_percent: 29.41,
    'profitability.assignment_profit_per_hour': 14.12,
    'profitability.assignment_profit_per_day': 127.04,
    'hours_taxed.suta_hours_taxed': 180,
    'hours_taxed.futa_hours_taxed': 180,
    'hours_taxed.post_futa_hours_taxed': 0,
  },
};

/*
 * V16 part-time 30 h/week with paid leave: p = 20, b = 32, 26 weeks (T = 780, h = 30 / 5 = 6).
 *   holidays 10 days per year: 10 x 26 / 52 = 5 days x 6 h x 20 = 600.00
 *   PTO 3 days per assignment: 3 x 6 x 20 = 360.00 (paid leave is not billed)
 *   regular_pay = 780 x 20 = 15,600; revenue = 780 x 32 = 24,960
 *   taxable = 15,600 + 600 + 360 = 16,560; total_wages = 15,600 (leave is a benefit, not a wage)
 *   ss 1,026.72; medicare 240.12; futa 42; suta 243 -> 1,551.84; wc 2% x 16,560 = 331.20
 *   benefits = additional = 960.00; burden 2,843.04; project 18,443.04; gross profit 6,516.96;
 *   GP% 26.1096 -> 26.11; wage per hour 16,560 / 780 = 21.2308; suta hours 9,000 / 21.2308 = 423.91
 */
const v16: Vector = {
  name: 'V16 part-time with holidays per year and PTO per assignment',
  person: person({
    pay: { ...base.pay, rate: '20' },
    bill: billedAt('32'),
    assignment: { period: weeks('26'), schedule: { kind: 'part-time', hoursPerWeek: '30' } },
    benefits: {
      ...base.benefits,
      holidays: { days: '10', basis: 'per-year' },
      pto: { days: '3', basis: 'per-assignment' },
    },
  }),
  location: location(),
  rates: rates(),
  expect: {
    holidays: 600,
    pto_vacation_sick: 360,
    regular_pay: 15600,
    total_revenue: 24960,
    taxable_wages: 16560,
    total_wages: 15600,
    social_security: 1026.72,
    medicare: 240.12,
    employer_taxes: 1551.84,
    workers_comp: 331.2,
    additional_benefits: 960,
    benefits: 960,
    total_employers_burden: 2843.04,
    total_project_cost: 18443.04,
    gross_profit: 6516.96,
    gross_profit_percent: 26.11,
    'rates.wage_rate': 21.23,
    'hours_taxed.suta_hours_taxed': 423.91,
    'hours_taxed.post_suta_hours_taxed': 356.09,
  },
};

export const scheduleVectors: Vector[] = [v4, v4b, v5, v16];
