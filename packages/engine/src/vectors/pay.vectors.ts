import { billedAt, location, person, rates, weeks } from '../testing/fixtures';
import type { Vector } from './vector';

const base = person();
const hourly = base.pay;

/*
 * V1 hourly, full-time, one state (Texas: SUTA 2.7% on $9,000, WC 2%), tax year 2025.
 *   p = 25, b = 40, 13 weeks: H = 40, D = 5, h = 8, W = 13, M = 13 x 12 / 52 = 3, days = 65, T = 520
 *   regular_pay = 40 x 13 x 25 = 13,000.00            revenue = 520 x 40 = 20,800.00
 *   social_security = 6.2% x 13,000 = 806.00          medicare = 1.45% x 13,000 = 188.50
 *   futa = 0.6% x min(13,000, 7,000) = 42.00          suta = 2.7% x min(13,000, 9,000) = 243.00
 *   employer_taxes = 806 + 188.50 + 42 + 243 = 1,279.50
 *   workers_comp = 2% x 13,000 = 260.00               burden = 1,279.50 + 260 = 1,539.50
 *   total_project_cost = 13,000 + 1,539.50 = 14,539.50;  gross_profit = 20,800 - 14,539.50 = 6,260.50
 *   GP% = 6,260.50 / 20,800 = 30.0986% -> 30.10
 *   per hour 6,260.50 / 520 = 12.0394 -> 12.04; per day / 65 = 96.3154 -> 96.32;
 *   per week / 13 = 481.5769 -> 481.58; per month / 3 = 2,086.8333 -> 2,086.83
 *   base hour: medicare 188.50 / 520 = 0.3625 -> 0.36; suta 243 / 520 = 0.4673 -> 0.47; futa 0.0808 -> 0.08
 *   hours taxed at $25 an hour: suta 9,000 / 25 = 360 (post 160); futa 7,000 / 25 = 280 (post 240);
 *   social security 176,100 / 25 = 7,044 > 520, so all 520 (post 0)
 */
const v1: Vector = {
  name: 'V1 hourly full-time, one state',
  person: base,
  location: location(),
  rates: rates(),
  expect: {
    'time.weeks': 13,
    'time.months': 3,
    'time.days_worked': 65,
    'time.total_hours': 520,
    regular_pay: 13000,
    revenue: 20800,
    total_revenue: 20800,
    taxable_wages: 13000,
    total_wages: 13000,
    social_security: 806,
    medicare: 188.5,
    futa: 42,
    suta: 243,
    federal_taxes: 1036.5,
    state_taxes: 243,
    employer_taxes: 1279.5,
    workers_comp: 260,
    risk: 260,
    total_employers_burden: 1539.5,
    total_project_cost: 14539.5,
    gross_profit: 6260.5,
    gross_profit_percent: 30.1,
    'profitability.assignment_total_profit': 6260.5,
    'profitability.assignment_profit_per_hour': 12.04,
    'profitability.assignment_profit_per_day': 96.32,
    'profitability.assignment_profit_per_week': 481.58,
    'profitability.assignment_profit_per_month': 2086.83,
    'hour.regular_pay': 25,
    'hour.total_revenue': 40,
    'hour.social_security': 1.55,
    'hour.medicare': 0.36,
    'hour.futa': 0.08,
    'hour.suta': 0.47,
    'hour.total_employers_burden': 2.96,
    'hour.gross_profit': 12.04,
    'hours_taxed.suta_hours_taxed': 360,
    'hours_taxed.post_suta_hours_taxed': 160,
    'hours_taxed.futa_hours_taxed': 280,
    'hours_taxed.post_futa_hours_taxed': 240,
    'hours_taxed.social_security_hours_taxed': 520,
    'hours_taxed.post_social_security_hours_taxed': 0,
    'breakdown.revenue_split.gross_profit': 6260.5,
  },
};

/*
 * V1b the same assignment given as 3 months: W = 3 x 52 / 12 = 13 exactly, so every figure equals V1's.
 */
const v1b: Vector = {
  ...v1,
  name: 'V1b 3 months are exactly 13 weeks',
  person: person({
    assignment: { ...base.assignment, period: { kind: 'estimate', length: '3', unit: 'month' } },
  }),
};

/*
 * V2 overtime through a 50-hour shift schedule: 10-hour shifts x 5 a week, p = 20, b = 32, k = 1.5, 10 weeks.
 *   H = 50, D = 5, R = 40, O = 10, W = 10, T = 500, days = 50, M = 10 x 12 / 52 = 2.3077
 *   regular_pay = 40 x 10 x 20 = 8,000        overtime_pay = 10 x 10 x 20 x 1.5 = 3,000
 *   revenue = 400 x 32 = 12,800               overtime_revenue = 100 x 32 x 1.5 = 4,800; total 17,600
 *   taxable = 11,000: ss 682.00, medicare 159.50, futa 42.00, suta 243.00 -> employer taxes 1,126.50
 *   workers_comp = 2% x (11,000 - overtime premium 100 x 20 x 0.5 = 1,000) = 200.00
 *   burden 1,326.50; project 12,326.50; gross profit 5,273.50; GP% = 29.9631 -> 29.96
 *   per hour 10.547 -> 10.55; per day / 50 = 105.47; per week 527.35; per month 5,273.50 x 52 / 120 = 2,285.18
 *   wage per hour 11,000 / 500 = 22: suta hours 9,000 / 22 = 409.09 (post 90.91), futa 318.18 (post 181.82)
 */
const v2: Vector = {
  name: 'V2 overtime via a 50-hour shift schedule',
  person: person({
    pay: { ...hourly, rate: '20' },
    bill: billedAt('32'),
    assignment: { period: weeks('10'), schedule: { kind: 'shift', hoursPerShift: '10', shiftsPerWeek: '5' } },
  }),
  location: location(),
  rates: rates(),
  expect: {
    'time.regular_hours': 400,
    'time.overtime_hours': 100,
    'time.hours_per_day': 10,
    regular_pay: 8000,
    overtime_pay: 3000,
    revenue: 12800,
    overtime_revenue: 4800,
    total_revenue: 17600,
    social_security: 682,
    medicare: 159.5,
    employer_taxes: 1126.5,
    workers_comp: 200,
    total_employers_burden: 1326.5,
    total_project_cost: 12326.5,
    gross_profit: 5273.5,
    gross_profit_percent: 29.96,
    'profitability.assignment_profit_per_hour': 10.55,
    'profitability.assignment_profit_per_day': 105.47,
    'profitability.assignment_profit_per_week': 527.35,
    'profitability.assignment_profit_per_month': 2285.18,
    'rates.wage_rate': 22,
    'hours_taxed.suta_hours_taxed': 409.09,
    'hours_taxed.post_suta_hours_taxed': 90.91,
    'hours_taxed.futa_hours_taxed': 318.18,
    'hours_taxed.post_futa_hours_taxed': 181.82,
  },
};

/*
 * V2b V2 with a 5% bonus: bonus = 5% x (8,000 + 3,000) = 550; taxable 11,550
 *   ss 6.2% = 716.10; medicare 1.45% = 167.475 -> 167.48 (half-up); futa 42; suta 243
 *   employer taxes 1,168.575 -> 1,168.58; wc 2% x (11,550 - 1,000) = 211.00
 *   burden 1,379.575 -> 1,379.58; total wages 11,550; project 12,929.575 -> 12,929.58
 *   gross profit 17,600 - 12,929.575 = 4,670.425 -> 4,670.43; GP% = 26.5365 -> 26.54
 */
const v2b: Vector = {
  name: 'V2b percent bonus on regular + overtime pay',
  person: { ...v2.person, benefits: { ...v2.person.benefits, bonus: { kind: 'percent', amount: '5' } } },
  location: location(),
  rates: rates(),
  expect: {
    bonus: 550,
    taxable_wages: 11550,
    total_wages: 11550,
    social_security: 716.1,
    medicare: 167.48,
    employer_taxes: 1168.58,
    workers_comp: 211,
    total_employers_burden: 1379.58,
    total_project_cost: 12929.58,
    gross_profit: 4670.43,
    gross_profit_percent: 26.54,
  },
};

/*
 * V3 markup instead of a bill rate. Markup 60% on p = 25 gives b = 25 x 1.6 = 40: V1's figures.
 * V3b markup 37.5%: b = 25 x 1.375 = 34.375 -> shown 34.38 (half-up); revenue = 520 x 34.375 = 17,875.00
 *   costs are V1's 14,539.50, so gross profit = 3,335.50; GP% = 18.6601 -> 18.66; per hour 6.4144 -> 6.41
 */
const v3: Vector = {
  ...v1,
  name: 'V3 markup 60% equals a 40.00 bill rate',
  person: person({ bill: { kind: 'markup', markupPercent: '60', overtimeMultiplier: '1.5' } }),
  expect: { ...v1.expect, 'rates.bill_rate': 40, 'rates.markup': 60 },
};
const v3b: Vector = {
  name: 'V3b markup 37.5%',
  person: person({ bill: { kind: 'markup', markupPercent: '37.5', overtimeMultiplier: '1.5' } }),
  location: location(),
  rates: rates(),
  expect: {
    'rates.bill_rate': 34.38,
    'rates.markup': 37.5,
    total_revenue: 17875,
    total_project_cost: 14539.5,
    gross_profit: 3335.5,
    gross_profit_percent: 18.66,
    'profitability.assignment_profit_per_hour': 6.41,
  },
};

export const payVectors: Vector[] = [v1, v1b, v2, v2b, v3, v3b];
