import { location, OVERTIME_RULES, person, rates } from '../testing/fixtures';
import type { Person } from '../types/person';
import type { LocationRates, OvertimeRule } from '../types/rates';
import type { Vector } from './vector';

/*
 * State daily overtime and double time (docs/calculation-model.md#state-daily-overtime-and-double-time): the
 * worked examples of that section. Every vector: hourly non-exempt, p = 25, b = 40, k = 1.5, d = 2 (the
 * default), the fixture's rates (SUTA 2.7% on 9,000, WC 2%, FUTA 0.6% on 7,000, Social Security 6.2%,
 * Medicare 1.45%; no benefits or costs), only the state's overtime rule changes.
 */
const { CA: CALIFORNIA, AK: ALASKA, CO: COLORADO } = OVERTIME_RULES;

const at = (stateCode: string, overtimeRule: OvertimeRule | null): LocationRates =>
  location({ stateCode, overtimeRule });

const shifts = (hoursPerShift: string, shiftsPerWeek: string, weeks = '1', exempt = false): Person => {
  const base = person();
  return person({
    pay: { ...base.pay, exempt },
    assignment: {
      period: { kind: 'estimate', length: weeks, unit: 'week' },
      schedule: { kind: 'shift', hoursPerShift, shiftsPerWeek },
    },
  });
};

/*
 * OT1 California, 12 h x 3 shifts, 4 weeks (H = 36, T = 144).
 *   Hours, each day: 8 regular + 4 overtime (8 to 12), no double time (none past 12).
 *     Week: regular 24 (under 40, the weekly rule moves nothing), overtime 12, double time 0: R + O + DT = 36.
 *     Over 4 weeks: regular 96, overtime 48, double time 0. (The weekly rule alone: 36 regular, 0 overtime.)
 *   Pay: regular 96 x 25 = 2,400.00; overtime 48 x 25 x 1.5 = 1,800.00; double time 0.
 *   Revenue: 96 x 40 = 3,840.00; overtime 48 x 40 x 1.5 = 2,880.00; total 6,720.00.
 *   Taxable wages 4,200.00: SS 6.2% 260.40, Medicare 1.45% 60.90, FUTA 0.6% 25.20, SUTA 2.7% 113.40 -> 459.90.
 *   WC: premium left out = 48 x 25 x (1.5 - 1) = 600.00, so 2% x (4,200 - 600) = 72.00.
 *   Burden 459.90 + 72.00 = 531.90; project cost 4,200 + 531.90 = 4,731.90; gross profit 6,720 - 4,731.90
 *   = 1,988.10.
 *   Against Texas (OT8 below, 4 weeks): pay 144 x 25 = 3,600.00, revenue 144 x 40 = 5,760.00, taxes 10.95% x
 *   3,600 = 394.20, WC 2% x 3,600 = 72.00, gross profit 5,760 - 3,600 - 394.20 - 72.00 = 1,693.80.
 *   GP delta +294.30 = revenue +960.00 (48 h x 40 x 0.5) - pay 600.00 (48 h x 25 x 0.5) - taxes 10.95% x 600
 *   = 65.70 (WC unchanged: the premium is outside its base).
 */
const ot1: Vector = {
  name: 'OT1 California 12 h x 3: daily overtime the weekly rule misses',
  person: shifts('12', '3', '4'),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.total_hours': 144,
    'time.regular_hours': 96,
    'time.overtime_hours': 48,
    'time.doubletime_hours': 0,
    regular_pay: 2400,
    overtime_pay: 1800,
    doubletime_pay: 0,
    revenue: 3840,
    overtime_revenue: 2880,
    doubletime_revenue: 0,
    total_revenue: 6720,
    taxable_wages: 4200,
    total_wages: 4200,
    employer_taxes: 459.9,
    workers_comp: 72,
    total_project_cost: 4731.9,
    gross_profit: 1988.1,
    'overtime_rule.state': 'CA',
    'overtime_rule.daily_overtime_after': 8,
    'overtime_rule.daily_doubletime_after': 12,
    'overtime_rule.explanation': 'California: 4 h a day past 8 are overtime',
  },
};

/*
 * OT2 California, 14 h x 3 shifts, 4 weeks (H = 42, T = 168).
 *   Hours, each day: 8 regular + 4 overtime (8 to 12) + 2 double time (past 12).
 *     Week: regular 24, overtime 12, double time 6: 24 + 12 + 6 = 42.
 *     Over 4 weeks: regular 96, overtime 48, double time 24.
 *   Pay: regular 96 x 25 = 2,400.00; overtime 48 x 25 x 1.5 = 1,800.00; double time 24 x 25 x 2 = 1,200.00.
 *   Revenue: 96 x 40 = 3,840.00; overtime 48 x 40 x 1.5 = 2,880.00; double time 24 x 40 x 2 = 1,920.00;
 *   total 8,640.00.
 *   Taxable wages = total wages = 5,400.00: SS 334.80, Medicare 78.30, FUTA 32.40, SUTA 145.80 -> 591.30.
 *   WC: left out 48 x 25 x 0.5 = 600.00 plus 24 x 25 x (2 - 1) = 600.00 -> 1,200.00; 2% x (5,400 - 1,200)
 *   = 84.00 (the straight time of all 168 hours, 168 x 25 = 4,200, at 2%).
 *   Burden 591.30 + 84.00 = 675.30; project cost 6,075.30; gross profit 8,640 - 6,075.30 = 2,564.70.
 *   Against Texas, 14 h x 3 (weekly rule: 40 regular + 2 overtime a week; 160 + 8 over 4 weeks): pay 4,000 +
 *   300 = 4,300.00, revenue 6,400 + 480 = 6,880.00, taxes 10.95% x 4,300 = 470.85, WC 2% x (4,300 - 100) =
 *   84.00, gross profit 6,880 - 4,300 - 470.85 - 84 = 2,025.15.
 *   GP delta +539.55 = revenue +1,760.00 - pay 1,100.00 - taxes 10.95% x 1,100 = 120.45.
 */
const ot2: Vector = {
  name: 'OT2 California 14 h x 3: overtime and double time',
  person: shifts('14', '3', '4'),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 96,
    'time.overtime_hours': 48,
    'time.doubletime_hours': 24,
    regular_pay: 2400,
    overtime_pay: 1800,
    doubletime_pay: 1200,
    'rates.doubletime_multiplier': 2,
    'rates.doubletime_pay_rate': 50,
    'rates.doubletime_bill_rate': 80,
    revenue: 3840,
    overtime_revenue: 2880,
    doubletime_revenue: 1920,
    total_revenue: 8640,
    taxable_wages: 5400,
    total_wages: 5400,
    social_security: 334.8,
    employer_taxes: 591.3,
    workers_comp: 84,
    total_project_cost: 6075.3,
    gross_profit: 2564.7,
    'overtime_rule.explanation': 'California: 4 h a day past 8 are overtime, 2 h past 12 are double time',
  },
};

/* OT2b the same week in Texas (the comparison above): 160 regular + 8 overtime; gross profit 2,025.15. */
const ot2b: Vector = {
  name: 'OT2b Texas 14 h x 3: the weekly rule only',
  person: shifts('14', '3', '4'),
  location: at('TX', null),
  rates: rates(),
  expect: {
    'time.regular_hours': 160,
    'time.overtime_hours': 8,
    'time.doubletime_hours': 0,
    total_revenue: 6880,
    employer_taxes: 470.85,
    workers_comp: 84,
    gross_profit: 2025.15,
  },
};

/* OT3 California 8 h x 6, 1 week: each day 8 regular; 48 regular, the weekly rule moves 8: R 40, O 8, DT 0. */
const ot3: Vector = {
  name: 'OT3 California 8 h x 6: the weekly rule on what is left',
  person: shifts('8', '6'),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 40,
    'time.overtime_hours': 8,
    'time.doubletime_hours': 0,
    'overtime_rule.explanation': 'California: 8 regular h past 40 a week are overtime',
  },
};

/*
 * OT4 California 8 h x 7, 1 week: days 1 to 6 give 48 regular, of which the weekly rule moves 8 (past 40); the
 * 7th day's 8 h (up to 8) are overtime. R 40, O 8 + 8 = 16, DT 0; 40 + 16 = 56 = 8 x 7.
 */
const ot4: Vector = {
  name: 'OT4 California 8 h x 7: the seventh day',
  person: shifts('8', '7'),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 40,
    'time.overtime_hours': 16,
    'time.doubletime_hours': 0,
    'overtime_rule.seventh_day': true,
  },
};

/*
 * OT5 California 10 h x 7, 1 week: days 1 to 6, 8 regular + 2 overtime each (48 regular, 12 overtime); the
 * weekly rule moves 8 regular; the 7th day, 8 overtime + 2 double time. R 40, O 12 + 8 + 8 = 28, DT 2 (= 70).
 *   Pay: 40 x 25 + 28 x 37.50 + 2 x 50 = 1,000 + 1,050 + 100 = 2,150.00. Revenue: 40 x 40 + 28 x 60 + 2 x 80
 *   = 1,600 + 1,680 + 160 = 3,440.00. WC left out: 28 x 12.50 + 2 x 25 = 400.00; 2% x 1,750 = 35.00.
 */
const ot5: Vector = {
  name: 'OT5 California 10 h x 7: seventh day with double time',
  person: shifts('10', '7'),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 40,
    'time.overtime_hours': 28,
    'time.doubletime_hours': 2,
    total_wages: 2150,
    total_revenue: 3440,
    workers_comp: 35,
    'overtime_rule.explanation':
      "California: 2 h a day past 8 are overtime on days 1 to 6, the 7th day's 8 h are overtime and 2 h double time, 8 regular h past 40 a week are overtime",
  },
};

/* OT6 Alaska 10 h x 4, 1 week: each day 8 regular + 2 overtime, no double time: R 32, O 8, DT 0. */
const ot6: Vector = {
  name: 'OT6 Alaska 10 h x 4',
  person: shifts('10', '4'),
  location: at('AK', ALASKA),
  rates: rates(),
  expect: {
    'time.regular_hours': 32,
    'time.overtime_hours': 8,
    'time.doubletime_hours': 0,
    'overtime_rule.state': 'AK',
    'overtime_rule.daily_doubletime_after': null,
    'overtime_rule.explanation': 'Alaska: 2 h a day past 8 are overtime',
  },
};

/* OT7 Colorado 13 h x 3, 1 week: each day 12 regular + 1 overtime: R 36, O 3, DT 0. */
const ot7: Vector = {
  name: 'OT7 Colorado 13 h x 3',
  person: shifts('13', '3'),
  location: at('CO', COLORADO),
  rates: rates(),
  expect: {
    'time.regular_hours': 36,
    'time.overtime_hours': 3,
    'time.doubletime_hours': 0,
    'overtime_rule.explanation': 'Colorado: 1 h a day past 12 are overtime',
  },
};

/* OT8 Texas 12 h x 3, 4 weeks: federal, 36 h a week are all regular: R 144, O 0; gross profit 1,693.80 (OT1). */
const ot8: Vector = {
  name: 'OT8 Texas 12 h x 3: federal',
  person: shifts('12', '3', '4'),
  location: at('TX', null),
  rates: rates(),
  expect: {
    'time.regular_hours': 144,
    'time.overtime_hours': 0,
    'time.doubletime_hours': 0,
    total_revenue: 5760,
    employer_taxes: 394.2,
    workers_comp: 72,
    gross_profit: 1693.8,
    'overtime_rule.state': null,
    'overtime_rule.daily_overtime_after': null,
    'overtime_rule.explanation': 'Federal rule: hours past 40 a week are overtime',
  },
};

/* OT9 California, exempt, 14 h x 3, 1 week: no overtime for exempt persons, every hour regular: R 42. */
const ot9: Vector = {
  name: 'OT9 California exempt 14 h x 3: every hour regular',
  person: shifts('14', '3', '1', true),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 42,
    'time.overtime_hours': 0,
    'time.doubletime_hours': 0,
    'overtime_rule.explanation': 'Exempt: every hour is regular, with no overtime',
  },
};

/* OT10 California full-time (8 h x 5 by construction): no day past 8, so R 40, O 0, DT 0. */
const ot10: Vector = {
  name: 'OT10 California full-time: the weekly rule',
  person: person(),
  location: at('CA', CALIFORNIA),
  rates: rates(),
  expect: {
    'time.regular_hours': 520,
    'time.overtime_hours': 0,
    'time.doubletime_hours': 0,
    'overtime_rule.state': 'CA',
  },
};

export const overtimeVectors: Vector[] = [ot1, ot2, ot2b, ot3, ot4, ot5, ot6, ot7, ot8, ot9, ot10];
