import { billedAt, dates, location, person, rates, weeks } from '../testing/fixtures';
import type { Vector } from './vector';

const base = person();
const fullTime = { kind: 'full-time' } as const;

/**
 * New York: an organisation SUTA rate of 4.1% on bases of $12,800 (2025) and $13,000 (2026). The vector's bases
 * are its own inputs: the reference data now has $17,600 for 2026 (docs/reference-data.md#sources).
 */
const newYork = location({
  stateCode: 'NY',
  suta: { ratePercent: '4.1', wageBases: { 2025: '12800', 2026: '13000' } },
});

/*
 * V6 an assignment across 1 January that resets every cap: 2025-12-01 to 2026-01-31, p = 1,100, b = 1,400.
 *   62 calendar days (31 + 31): W = 62 / 7 = 8.8571, T = 40 x 62 / 7 = 354.29, M = W x 12 / 52 = 2.0440
 *   regular_pay = 40 x 1,100 x 62 / 7 = 389,714.2857 -> 389,714.29; revenue = 40 x 1,400 x 62 / 7 = 496,000.00
 *   each year holds 31 / 62 of the taxable wages: 194,857.1429
 *   social security 6.2% x (176,100 [2025 base] + 184,500 [2026 base]) = 10,918.20 + 11,439.00 = 22,357.20
 *   medicare 1.45% x 389,714.2857 = 5,650.8571 -> 5,650.86 (no cap)
 *   futa 0.6% x (7,000 + 7,000) = 84.00 (NY's credit reduction is 0 in 2025, and 2026 takes 2025's)
 *   suta 4.1% x (12,800 + 13,000) = 524.80 + 533.00 = 1,057.80
 *   federal 22,357.20 + 5,650.8571 + 84 = 28,092.0571 -> 28,092.06; employer taxes 29,149.8571 -> 29,149.86
 *   wc 2% x 389,714.2857 = 7,794.2857 -> 7,794.29; burden 36,944.1429 -> 36,944.14
 *   project 426,658.4286 -> 426,658.43; gross profit 69,341.5714 -> 69,341.57; GP% 13.9802 -> 13.98
 *   per hour 69,341.5714 x 7 / 2,480 = 195.7222 -> 195.72; per week / (62 / 7) = 7,828.89
 *   hours taxed at 1,100 an hour against the first year's bases: ss 176,100 / 1,100 = 160.09 (post 194.19);
 *   futa 7,000 / 1,100 = 6.36 (post 347.92); suta 12,800 / 1,100 = 11.64 (post 342.65)
 */
const v6: Vector = {
  name: 'V6 across 1 January every cap resets',
  person: person({
    pay: { ...base.pay, rate: '1100' },
    bill: billedAt('1400'),
    assignment: { period: dates('2025-12-01', '2026-01-31'), schedule: fullTime },
  }),
  location: newYork,
  rates: rates(),
  expect: {
    'time.calendar_days': 62,
    'time.weeks': 8.8571,
    'time.total_hours': 354.29,
    'time.months': 2.044,
    'time.days_worked': 44.2857,
    regular_pay: 389714.29,
    total_revenue: 496000,
    social_security: 22357.2,
    medicare: 5650.86,
    futa: 84,
    suta: 1057.8,
    federal_taxes: 28092.06,
    employer_taxes: 29149.86,
    workers_comp: 7794.29,
    total_employers_burden: 36944.14,
    total_project_cost: 426658.43,
    gross_profit: 69341.57,
    gross_profit_percent: 13.98,
    'profitability.assignment_profit_per_hour': 195.72,
    'profitability.assignment_profit_per_week': 7828.89,
    'cap_years.0.year': 2025,
    'cap_years.0.taxable_wages': 194857.14,
    'cap_years.0.social_security': 10918.2,
    'cap_years.0.futa': 42,
    'cap_years.0.suta': 524.8,
    'cap_years.1.year': 2026,
    'cap_years.1.social_security': 11439,
    'cap_years.1.futa': 42,
    'cap_years.1.suta': 533,
    'hours_taxed.social_security_hours_taxed': 160.09,
    'hours_taxed.post_social_security_hours_taxed': 194.19,
    'hours_taxed.futa_hours_taxed': 6.36,
    'hours_taxed.post_futa_hours_taxed': 347.92,
    'hours_taxed.suta_hours_taxed': 11.64,
    'hours_taxed.post_suta_hours_taxed': 342.65,
  },
};

/*
 * V7 a high earner over the Social Security wage base: p = 100, b = 140, one year (52 weeks, T = 2,080).
 *   regular_pay = 208,000; revenue = 291,200
 *   ss 6.2% x min(208,000, 176,100) = 10,918.20; medicare 1.45% x 208,000 = 3,016.00; futa 42; suta 243
 *   employer taxes 14,219.20; wc 4,160.00; burden 18,379.20; project 226,379.20; gross profit 64,820.80
 *   GP% 22.2599 -> 22.26; ss hours taxed 176,100 / 100 = 1,761 (post 319)
 */
const highEarner = person({
  pay: { ...base.pay, rate: '100' },
  bill: billedAt('140'),
  assignment: { period: { kind: 'estimate', length: '1', unit: 'year' }, schedule: fullTime },
});
const v7: Vector = {
  name: 'V7 high earner hits the Social Security wage base',
  person: highEarner,
  location: location(),
  rates: rates(),
  expect: {
    regular_pay: 208000,
    total_revenue: 291200,
    social_security: 10918.2,
    medicare: 3016,
    employer_taxes: 14219.2,
    workers_comp: 4160,
    total_project_cost: 226379.2,
    gross_profit: 64820.8,
    gross_profit_percent: 22.26,
    'hours_taxed.social_security_hours_taxed': 1761,
    'hours_taxed.post_social_security_hours_taxed': 319,
  },
};

/*
 * V7b no dates, 60 weeks from 1 January 2025: weeks 1-52 are cap year 2025, weeks 53-60 are 2026.
 *   regular_pay = 40 x 60 x 100 = 240,000: 2025 holds 52 / 60 = 208,000, 2026 holds 8 / 60 = 32,000
 *   ss 6.2% x (176,100 + 32,000) = 12,902.20; medicare 3,480.00; futa 0.6% x 14,000 = 84.00;
 *   suta 2.7% x (9,000 + 9,000) = 486.00; employer taxes 16,952.20; wc 4,800.00
 *   revenue 336,000; project 261,752.20; gross profit 74,247.80; GP% 22.0976 -> 22.10
 */
const v7b: Vector = {
  name: 'V7b no dates: each 52 weeks is a new cap year',
  person: {
    ...highEarner,
    assignment: { period: weeks('60'), schedule: fullTime },
  },
  location: location(),
  rates: rates(),
  expect: {
    'cap_years.0.year': 2025,
    'cap_years.0.taxable_wages': 208000,
    'cap_years.1.year': 2026,
    'cap_years.1.taxable_wages': 32000,
    social_security: 12902.2,
    medicare: 3480,
    futa: 84,
    suta: 486,
    employer_taxes: 16952.2,
    workers_comp: 4800,
    total_project_cost: 261752.2,
    gross_profit: 74247.8,
    gross_profit_percent: 22.1,
  },
};

/*
 * V17 a $1,000 bonus spread over the days of a dated assignment across 1 January:
 *   2025-12-15 to 2026-01-13 = 30 days (17 in 2025, 13 in 2026); p = 100, b = 140
 *   regular_pay = 40 x 100 x 30 / 7 = 17,142.8571; taxable = 18,142.8571 -> 18,142.86
 *   2025 share 17 / 30 = 10,280.9524; 2026 share 13 / 30 = 7,861.9048
 *   futa 0.6% x (7,000 + 7,000) = 84.00; suta 2.7% x (9,000 + 7,861.9048) = 455.2714 -> 455.27
 *   ss 6.2% x 18,142.8571 = 1,124.8571 -> 1,124.86; medicare 263.0714 -> 263.07; wc 362.8571 -> 362.86
 *   burden 2,290.0571 -> 2,290.06; revenue 40 x 140 x 30 / 7 = 24,000; project 20,432.9143 -> 20,432.91
 *   gross profit 3,567.0857 -> 3,567.09; GP% 14.8629 -> 14.86
 */
const v17: Vector = {
  name: 'V17 dollar bonus spread evenly over the days for the cap split',
  person: person({
    pay: { ...base.pay, rate: '100' },
    bill: billedAt('140'),
    assignment: { period: dates('2025-12-15', '2026-01-13'), schedule: fullTime },
    benefits: { ...base.benefits, bonus: { kind: 'flat', amount: '1000' } },
  }),
  location: location(),
  rates: rates(),
  expect: {
    bonus: 1000,
    regular_pay: 17142.86,
    taxable_wages: 18142.86,
    'cap_years.0.taxable_wages': 10280.95,
    'cap_years.1.taxable_wages': 7861.9,
    futa: 84,
    suta: 455.27,
    social_security: 1124.86,
    medicare: 263.07,
    workers_comp: 362.86,
    total_employers_burden: 2290.06,
    total_revenue: 24000,
    total_project_cost: 20432.91,
    gross_profit: 3567.09,
    gross_profit_percent: 14.86,
  },
};

/*
 * V8 statutory sick leave with caps: earn 1 h per 30 h, at most 40 h a year and 80 h in total.
 *   p = 25, b = 40, 52 weeks: T = 2,080 -> 2,080 / 30 = 69.33 h, capped at 40 x ceil(52 / 52) = 40 h
 *   statutory_pto = 40 x 25 = 1,000.00; taxable = 52,000 + 1,000 = 53,000; total_wages 52,000
 *   ss 3,286.00; medicare 768.50; futa 42; suta 243 -> 4,339.50; wc 2% x 53,000 = 1,060.00
 *   mandatory_benefits = benefits = 1,000; burden 6,399.50; project 58,399.50; revenue 83,200;
 *   gross profit 24,800.50; GP% 29.8083 -> 29.81
 * V8b 13 weeks: 520 / 30 = 17.3333 h, under both caps: statutory_pto = 17.3333 x 25 = 433.33
 * V8c the person's toggle is off but the organisation always accrues: same as V8.
 */
const sickLeave = [{ accrualRate: '30', accrualCapPerYear: '40', totalCap: '80' }];
const sptoPerson = person({
  assignment: { period: weeks('52'), schedule: fullTime },
  benefits: { ...base.benefits, statutoryPto: true },
});
const v8: Vector = {
  name: 'V8 statutory PTO hits the yearly cap',
  person: sptoPerson,
  location: location({ sickLeave }),
  rates: rates(),
  expect: {
    statutory_pto: 1000,
    mandatory_benefits: 1000,
    benefits: 1000,
    taxable_wages: 53000,
    total_wages: 52000,
    social_security: 3286,
    medicare: 768.5,
    employer_taxes: 4339.5,
    workers_comp: 1060,
    total_employers_burden: 6399.5,
    total_project_cost: 58399.5,
    gross_profit: 24800.5,
    gross_profit_percent: 29.81,
  },
};
const v8b: Vector = {
  name: 'V8b statutory PTO under the caps',
  person: person({ benefits: { ...base.benefits, statutoryPto: true } }),
  location: location({ sickLeave }),
  rates: rates(),
  expect: { statutory_pto: 433.33 },
};
const v8c: Vector = {
  ...v8,
  name: 'V8c organisation always accrues',
  person: { ...sptoPerson, benefits: { ...sptoPerson.benefits, statutoryPto: false } },
  rates: rates({ alwaysAccrueSpto: true }),
};

export const capVectors: Vector[] = [v6, v7, v7b, v17, v8, v8b, v8c];
