import { NO_BENEFITS } from '../constants/defaults';
import { FEDERAL_CONSTANTS } from '../constants/federal';
import type { AssignmentPeriod, Person, PersonBill } from '../types/person';
import type { LocationRates, OvertimeRule, RateSnapshot } from '../types/rates';

/**
 * Builders for tests and the benchmark: a plain hourly full-time worker in Texas for 13 weeks, no benefits,
 * no other costs, 2025 rates. Each test overrides only what it is about.
 */
export function person(overrides: Partial<Person> = {}): Person {
  return {
    jobName: 'Warehouse associate',
    pay: {
      compensation: 'hourly',
      rate: '25',
      salaryPeriod: 'annual',
      exempt: false,
      frequency: 'weekly',
      stipend: { enabled: false, discountPercent: '0' },
    },
    bill: billedAt('40'),
    assignment: { period: weeks('13'), schedule: { kind: 'full-time' } },
    benefits: NO_BENEFITS,
    otherCosts: { paymentTermsDays: '0', selections: [] },
    locations: [
      {
        stateId: '48',
        cityId: null,
        workersComp: { nickname: 'Clerical', code: '8810', industry: 'Clerical', ratePercent: '2' },
      },
    ],
    ...overrides,
  };
}

/** Billed `billRate` an hour, overtime at 1.5 (as the fixture person). */
export const billedAt = (billRate: string): PersonBill => ({
  kind: 'bill_rate',
  billRate,
  overtimeMultiplier: '1.5',
});

/** An estimated assignment of `length` weeks. */
export const weeks = (length: string): AssignmentPeriod => ({ kind: 'estimate', length, unit: 'week' });

/** A dated assignment, both end dates counted (ISO dates). */
export const dates = (startDate: string, endDate: string): AssignmentPeriod => ({
  kind: 'dates',
  startDate,
  endDate,
});

/** Texas: SUTA 2.7% on $9,000 (2025 and 2026), WC 2%, no FUTA credit reduction, no sick-leave law. */
export function location(overrides: Partial<LocationRates> = {}): LocationRates {
  return {
    stateCode: 'TX',
    stateId: '48',
    city: null,
    suta: { ratePercent: '2.7', wageBases: { 2025: '9000', 2026: '9000' } },
    futaCreditReductions: {},
    workersComp: { nickname: 'Clerical', code: '8810', industry: 'Clerical', ratePercent: '2' },
    sickLeave: [],
    perDiem: null,
    salesTax: null,
    ...overrides,
  };
}

export function rates(overrides: Partial<RateSnapshot> = {}): RateSnapshot {
  return {
    taxYear: 2025,
    federal: FEDERAL_CONSTANTS,
    healthcarePackages: [],
    costItems: [],
    alwaysAccrueSpto: false,
    salesTaxExemptAll: false,
    ...overrides,
  };
}

/** The daily overtime rules of the reference data (apps/api/src/seed/data/overtime_rules.csv). */
export const OVERTIME_RULES = {
  CA: { stateName: 'California', dailyOvertimeAfter: '8', dailyDoubletimeAfter: '12', seventhDay: true },
  AK: { stateName: 'Alaska', dailyOvertimeAfter: '8', dailyDoubletimeAfter: null, seventhDay: false },
  CO: { stateName: 'Colorado', dailyOvertimeAfter: '12', dailyDoubletimeAfter: null, seventhDay: false },
} as const satisfies Record<string, OvertimeRule>;
