import fc from 'fast-check';
import { FEDERAL_CONSTANTS } from '../constants/federal';
import type { CostItem, CostSelection, Person, WorkSchedule } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';
import { drawnBenefitsAndCosts, drawnBill, drawnPlan } from './drawn-person';
import { OVERTIME_RULES } from './fixtures';

/** Valid inputs for property tests: every field within the ranges of docs/product/limits.md. */

/** A decimal amount from 0 to `max` with `places` decimals, as exact text. */
export const amount = (max: number, places = 2) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => (n / 10 ** places).toFixed(places));

const percent = (max = 100) => amount(max, 2);

const DAY = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const FIRST_DAY = Date.UTC(2024, 0, 1) / DAY;

const schedule: fc.Arbitrary<WorkSchedule> = fc.oneof(
  fc.constant({ kind: 'full-time' as const }),
  amount(60, 1).map((hoursPerWeek) => ({ kind: 'part-time' as const, hoursPerWeek })),
  fc
    .record({ hoursPerShift: amount(16, 1), shiftsPerWeek: fc.integer({ min: 0, max: 7 }) })
    .map(({ hoursPerShift, shiftsPerWeek }) => ({
      kind: 'shift' as const,
      hoursPerShift,
      shiftsPerWeek: String(shiftsPerWeek),
    })),
);

const period: fc.Arbitrary<Person['assignment']['period']> = fc.oneof(
  fc
    .record({ start: fc.integer({ min: 0, max: 1095 }), days: fc.integer({ min: 1, max: 800 }) })
    .map(({ start, days }) => ({
      kind: 'dates' as const,
      startDate: isoDay(FIRST_DAY + start),
      endDate: isoDay(FIRST_DAY + start + days - 1),
    })),
  fc
    .record({
      unit: fc.constantFrom('week' as const, 'month' as const, 'year' as const),
      tenths: fc.nat(1000),
    })
    .map(({ unit, tenths }) => {
      // Up to the product's longest assignment: 520 weeks, 120 months, 10 years.
      const longest = { week: 520, month: 120, year: 10 }[unit];
      return { kind: 'estimate' as const, unit, length: ((tenths / 1000) * longest).toFixed(1) };
    }),
);

/** One item of every kind, so selections exercise every pricing rule. */
const COST_ITEMS: CostItem[] = [
  { id: 'rev', name: 'MSP', option: 'percentage', amount: '3', from: 'revenue', frequency: 'once' },
  { id: 'wag', name: 'Payrolling', option: 'percentage', amount: '4', from: 'wages', frequency: 'once' },
  { id: 'once', name: 'Check', option: 'flat', amount: '45', from: 'revenue', frequency: 'once' },
  { id: 'week', name: 'Equipment', option: 'flat', amount: '25', from: 'revenue', frequency: 'week' },
  { id: 'hour', name: 'Parking', option: 'flat', amount: '0.5', from: 'revenue', frequency: 'hour' },
  { id: 'month', name: 'Phone', option: 'flat', amount: '60', from: 'revenue', frequency: 'month' },
  { id: 'int', name: 'Factoring', option: 'percentage', amount: '12', from: 'wages', frequency: 'once' },
  { id: 'gl', name: 'Liability', option: 'percentage', amount: '0.5', from: 'revenue', frequency: 'once' },
];

const selection: fc.Arbitrary<CostSelection> = fc.oneof(
  fc.constantFrom<CostSelection>(
    { category: 'msp', item: 'rev' },
    { category: 'payrolling', item: 'wag' },
    { category: 'background_check', item: 'once' },
    { category: 'custom', item: 'week' },
    { category: 'custom', item: 'hour' },
    { category: 'vms', item: 'month' },
    { category: 'interest', item: 'int' },
    { category: 'liability_insurance', item: 'gl' },
  ),
);

export const personArb: fc.Arbitrary<Person> = fc
  .record({
    salary: fc.boolean(),
    rate: amount(300),
    exempt: fc.boolean(),
    stipend: fc.boolean(),
    discount: percent(),
    markup: fc.option(amount(150), { nil: undefined }),
    billRate: amount(500),
    overtime: fc.constantFrom('1', '1.5', '2'),
    doubleTime: fc.constantFrom('1', '2', '2.5'),
    schedule,
    period,
    holidays: fc.option(
      fc.record({
        days: amount(15, 0),
        basis: fc.constantFrom('per-year' as const, 'per-assignment' as const),
      }),
      { nil: null },
    ),
    pto: fc.option(
      fc.record({
        days: amount(10, 1),
        basis: fc.constantFrom('per-year' as const, 'per-assignment' as const),
      }),
      { nil: null },
    ),
    k401: fc.option(percent(10), { nil: null }),
    bonus: fc.option(
      fc.oneof(
        percent(20).map((a) => ({ kind: 'percent' as const, amount: a })),
        amount(5000).map((a) => ({ kind: 'flat' as const, amount: a })),
      ),
      { nil: null },
    ),
    plans: fc.subarray(['employee_only', 'family'] as const),
    spto: fc.boolean(),
    terms: fc.integer({ min: 0, max: 90 }),
    selections: fc.uniqueArray(selection, { selector: (s) => s.item, maxLength: 8 }),
  })
  .map((r) => ({
    jobName: 'Property',
    pay: {
      compensation: r.salary ? ('salary' as const) : ('hourly' as const),
      rate: r.salary ? String(Number(r.rate) * 400) : r.rate,
      salaryPeriod: 'annual' as const,
      exempt: r.exempt,
      frequency: 'bi-weekly' as const,
      stipend: { enabled: r.stipend, discountPercent: r.discount },
    },
    bill: drawnBill(r),
    // Salary allows only full-time.
    assignment: { period: r.period, schedule: r.salary ? { kind: 'full-time' as const } : r.schedule },
    ...drawnBenefitsAndCosts(r),
    locations: [],
  }));

const wageBases = (y2025: string, y2026?: string): Record<number, string> =>
  y2026 === undefined ? { 2025: y2025 } : { 2025: y2025, 2026: y2026 };

/** A federal state, or one with a daily overtime rule (California's double time and seventh day). */
const overtimeRule = fc.constantFrom<LocationRates['overtimeRule']>(
  null,
  OVERTIME_RULES.CA,
  OVERTIME_RULES.AK,
  OVERTIME_RULES.CO,
);

export const locationArb: fc.Arbitrary<LocationRates> = fc
  .record({
    overtimeRule,
    suta: percent(12),
    base2025: fc.constantFrom('0', '7000', '9000', '72800'),
    base2026: fc.option(fc.constantFrom('0', '7000', '13000'), { nil: undefined }),
    reduction: fc.constantFrom<Record<number, string>>({}, { 2024: '0.9', 2025: '1.2' }, { 2025: '4.5' }),
    wc: percent(20),
    sick: fc.option(
      fc.record({ accrualRate: amount(40, 0), accrualCapPerYear: amount(80, 0), totalCap: amount(100, 0) }),
      {
        nil: null,
      },
    ),
    perDiem: fc.option(fc.record({ mie: amount(92, 0), lodging: amount(400, 0) }), { nil: null }),
    tax: fc.option(
      fc.record({
        ratePercent: percent(12),
        type: fc.constantFrom('total_invoice' as const, 'gross_profit' as const),
        exempt: fc.boolean(),
      }),
      {
        nil: null,
      },
    ),
  })
  .map((r) => ({
    stateCode: 'ZZ',
    suta: {
      ratePercent: r.suta,
      wageBases: wageBases(r.base2025, r.base2026),
    },
    futaCreditReductions: r.reduction,
    workersComp: { nickname: 'Any', code: '1', industry: 'Other', ratePercent: r.wc },
    sickLeave: r.sick ? [r.sick] : [],
    perDiem: r.perDiem,
    salesTax: r.tax,
    overtimeRule: r.overtimeRule,
  }));

export const ratesArb: fc.Arbitrary<RateSnapshot> = fc
  .record({ taxYear: fc.integer({ min: 2024, max: 2027 }), always: fc.boolean(), premium: amount(1500) })
  .map((r) => ({
    taxYear: r.taxYear,
    federal: FEDERAL_CONSTANTS,
    healthcarePackages: [drawnPlan(r.premium, r.premium)],
    costItems: COST_ITEMS,
    alwaysAccrueSpto: r.always,
    salesTaxExemptAll: false,
  }));
