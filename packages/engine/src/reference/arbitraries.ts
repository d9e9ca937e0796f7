import fc from 'fast-check';
import { FEDERAL_CONSTANTS } from '../constants/federal';
import { drawnBenefitsAndCosts, drawnBill, drawnPlan } from '../testing/drawn-person';
import type { CostItem, CostSelection, Person, WorkSchedule } from '../types/person';
import type { LocationRates, RateSnapshot } from '../types/rates';

/**
 * Random valid inputs for the reference comparison, across every feature of the model: dates over 1 January
 * and several years, high earners past every wage base, SPTO caps and always-accrue, stipends with
 * discounts, every cost kind and base, interest on terms, sales tax of both types and exempt, salary annual
 * and monthly, exempt, shift and part-time, and two locations per person. Amounts carry up to 3 decimals so
 * that half-cent ties come up.
 */
const decimal = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => (n / 10 ** places).toFixed(places));
const places = (max: number) => fc.integer({ min: 0, max: 3 }).chain((p) => decimal(max, p));

const DAY = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const FIRST_DAY = Date.UTC(2023, 0, 1) / DAY;

const schedule: fc.Arbitrary<WorkSchedule> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'full-time' as const }) },
  {
    weight: 1,
    arbitrary: decimal(80, 1).map((hoursPerWeek) => ({ kind: 'part-time' as const, hoursPerWeek })),
  },
  // Shifts weigh more: the state daily rules (CA, AK, CO locations below) split them by the day, 7 shifts
  // a week brings California's seventh-day rule, a part shift counts its share of a day.
  {
    weight: 3,
    arbitrary: fc
      .record({
        hoursPerShift: fc.oneof(decimal(24, 2), fc.constantFrom('8', '10', '12', '12.5', '13', '14')),
        shiftsPerWeek: fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 0, max: 7 }).map(String) },
          { weight: 2, arbitrary: fc.constant('7') },
          { weight: 1, arbitrary: decimal(9, 1) },
        ),
      })
      .map((s) => ({
        kind: 'shift' as const,
        hoursPerShift: s.hoursPerShift,
        shiftsPerWeek: s.shiftsPerWeek,
      })),
  },
);

const period: fc.Arbitrary<Person['assignment']['period']> = fc.oneof(
  fc
    .record({
      start: fc.integer({ min: 0, max: 365 * 4 }),
      days: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 3650 })),
    })
    .map(({ start, days }) => ({
      kind: 'dates' as const,
      startDate: isoDay(FIRST_DAY + start),
      endDate: isoDay(FIRST_DAY + start + days - 1),
    })),
  fc
    .record({ unit: fc.constantFrom('week' as const, 'month' as const, 'year' as const), n: fc.nat(1000) })
    .map(({ unit, n }) => {
      const max = { week: 520, month: 120, year: 10 }[unit];
      return { kind: 'estimate' as const, unit, length: ((n / 1000) * max).toFixed(unit === 'year' ? 2 : 1) };
    }),
);

const REFERENCE_COST_ITEMS: CostItem[] = [
  {
    id: 'rev',
    name: 'Percent of revenue',
    option: 'percentage',
    amount: '3.542',
    from: 'revenue',
    frequency: 'once',
  },
  {
    id: 'wag',
    name: 'Percent of wages',
    option: 'percentage',
    amount: '4.25',
    from: 'wages',
    frequency: 'once',
  },
  { id: 'once', name: 'Flat once', option: 'flat', amount: '45.99', from: 'revenue', frequency: 'once' },
  { id: 'hour', name: 'Flat per hour', option: 'flat', amount: '0.335', from: 'revenue', frequency: 'hour' },
  { id: 'week', name: 'Flat per week', option: 'flat', amount: '25.15', from: 'revenue', frequency: 'week' },
  { id: 'month', name: 'Flat per month', option: 'flat', amount: '60.67', from: 'wages', frequency: 'month' },
  { id: 'int', name: 'Interest', option: 'percentage', amount: '14.26', from: 'wages', frequency: 'once' },
  {
    id: 'intflat',
    name: 'Flat interest',
    option: 'flat',
    amount: '12.5',
    from: 'revenue',
    frequency: 'once',
  },
  {
    id: 'gl',
    name: 'Liability %',
    option: 'percentage',
    amount: '4.485',
    from: 'revenue',
    frequency: 'once',
  },
  { id: 'glw', name: 'Liability flat', option: 'flat', amount: '3.3', from: 'revenue', frequency: 'week' },
];

const CATEGORIES = [
  'background_check',
  'drug_screen',
  'msp',
  'vms',
  'payrolling',
  'interest',
  'liability_insurance',
  'custom',
] as const;

const selection: fc.Arbitrary<CostSelection> = fc.oneof(
  fc.record({
    category: fc.constantFrom(...CATEGORIES),
    item: fc.constantFrom(...REFERENCE_COST_ITEMS.map((i) => i.id)),
  }),
  fc
    .record({
      amount: places(200),
      option: fc.constantFrom('flat' as const, 'percentage' as const),
      from: fc.constantFrom('revenue' as const, 'wages' as const),
      frequency: fc.constantFrom('once' as const, 'hour' as const, 'week' as const, 'month' as const),
    })
    .map((i) => ({ category: 'custom' as const, item: { id: 'inline', name: 'Inline', ...i } })),
);

const leave = fc.option(
  fc.record({ days: decimal(20, 1), basis: fc.constantFrom('per-year' as const, 'per-assignment' as const) }),
  { nil: null },
);

export const referencePerson: fc.Arbitrary<Person> = fc
  .record({
    compensation: fc.constantFrom('hourly' as const, 'hourly' as const, 'salary' as const),
    hourly: places(400),
    salary: decimal(400_000, 2),
    salaryPeriod: fc.constantFrom('annual' as const, 'monthly' as const),
    exempt: fc.boolean(),
    frequency: fc.constantFrom(
      'weekly' as const,
      'bi-weekly' as const,
      'semi-monthly' as const,
      'monthly' as const,
    ),
    stipend: fc.boolean(),
    discount: places(100),
    markup: fc.option(places(150), { nil: undefined }),
    billRate: places(600),
    overtime: fc.constantFrom('0.5', '1', '1.25', '1.5', '2', '2.75'),
    doubleTime: fc.option(fc.constantFrom('0.5', '1', '2', '2.5', '3'), { nil: undefined }),
    schedule,
    period,
    holidays: leave,
    pto: leave,
    k401: fc.option(places(10), { nil: null }),
    bonus: fc.option(
      fc.oneof(
        places(25).map((amount) => ({ kind: 'percent' as const, amount })),
        places(9000).map((amount) => ({ kind: 'flat' as const, amount })),
      ),
      { nil: null },
    ),
    plans: fc.subarray(['employee_only', 'family'] as const),
    spto: fc.boolean(),
    terms: fc.integer({ min: 0, max: 120 }),
    selections: fc.array(selection, { maxLength: 6 }),
  })
  .map((r) => {
    const salary = r.compensation === 'salary';
    const rate = salary && r.salaryPeriod === 'monthly' ? (Number(r.salary) / 12).toFixed(2) : r.salary;
    return {
      jobName: 'Reference',
      pay: {
        compensation: r.compensation,
        rate: salary ? rate : r.hourly,
        salaryPeriod: r.salaryPeriod,
        exempt: r.exempt,
        frequency: r.frequency,
        stipend: { enabled: r.stipend, discountPercent: r.discount },
      },
      bill: drawnBill(r),
      assignment: { period: r.period, schedule: salary ? { kind: 'full-time' as const } : r.schedule },
      ...drawnBenefitsAndCosts(r),
      locations: [],
    };
  });

const sickRule = fc.record({
  accrualRate: fc.constantFrom('0', '30', '40', '34.5'),
  accrualCapPerYear: fc.constantFrom('0', '24', '40', '48'),
  totalCap: fc.constantFrom('0', '40', '80', '100'),
});

/**
 * The states of the daily rules (docs/calculation-model.md#state-daily-overtime-and-double-time), written out
 * here from that page, and a federal state (no rule) as the snapshot gives it.
 */
const stateRules = fc.constantFrom<Pick<LocationRates, 'stateCode' | 'overtimeRule'>>(
  {
    stateCode: 'CA',
    overtimeRule: {
      stateName: 'California',
      dailyOvertimeAfter: '8',
      dailyDoubletimeAfter: '12',
      seventhDay: true,
    },
  },
  {
    stateCode: 'AK',
    overtimeRule: {
      stateName: 'Alaska',
      dailyOvertimeAfter: '8',
      dailyDoubletimeAfter: null,
      seventhDay: false,
    },
  },
  {
    stateCode: 'CO',
    overtimeRule: {
      stateName: 'Colorado',
      dailyOvertimeAfter: '12',
      dailyDoubletimeAfter: null,
      seventhDay: false,
    },
  },
  { stateCode: 'TX', overtimeRule: null },
  { stateCode: 'ZZ' },
);

export const referenceLocation: fc.Arbitrary<LocationRates> = fc
  .record({
    state: stateRules,
    suta: places(12),
    bases: fc.dictionary(
      fc.constantFrom('2023', '2024', '2025', '2026', '2027'),
      fc.constantFrom('0', '7000', '9000', '13000', '72800'),
      { minKeys: 1 },
    ),
    reductions: fc.dictionary(
      fc.constantFrom('2024', '2025', '2026'),
      fc.constantFrom('0', '0.3', '0.9', '1.2', '4.5'),
    ),
    wc: places(20),
    sick: fc.array(sickRule, { maxLength: 2 }),
    perDiem: fc.option(fc.record({ mie: decimal(92, 0), lodging: decimal(400, 0) }), { nil: null }),
    tax: fc.option(
      fc.record({
        ratePercent: places(12),
        type: fc.constantFrom('total_invoice' as const, 'gross_profit' as const),
        exempt: fc.boolean(),
      }),
      { nil: null },
    ),
  })
  .map((r) => ({
    ...r.state,
    suta: { ratePercent: r.suta, wageBases: r.bases },
    futaCreditReductions: r.reductions,
    workersComp: { nickname: 'Any', code: '1', industry: 'Other', ratePercent: r.wc },
    sickLeave: r.sick,
    perDiem: r.perDiem,
    salesTax: r.tax,
  }));

export const referenceRates: fc.Arbitrary<RateSnapshot> = fc
  .record({
    taxYear: fc.integer({ min: 2024, max: 2027 }),
    always: fc.boolean(),
    exemptAll: fc.boolean(),
    premiums: fc.tuple(places(1500), places(1500)),
  })
  .map((r) => ({
    taxYear: r.taxYear,
    federal: FEDERAL_CONSTANTS,
    healthcarePackages: [drawnPlan(r.premiums[0], r.premiums[1])],
    costItems: REFERENCE_COST_ITEMS,
    alwaysAccrueSpto: r.always,
    salesTaxExemptAll: r.exemptAll,
  }));
