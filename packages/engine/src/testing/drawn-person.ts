import type { Benefits, CostSelection, HealthcareTier, OtherCosts, PersonBill } from '../types/person';
import type { HealthcarePackage } from '../types/rates';

/**
 * The parts of a random person that the property tests (testing/arbitraries.ts) and the reference comparison
 * (reference/arbitraries.ts) build alike from their draws; each draws its own ranges.
 */

/** A bill rate, or a markup when one was drawn; no double time drawn keeps the default. */
export function drawnBill(r: {
  markup: string | undefined;
  billRate: string;
  overtime: string;
  doubleTime: string | undefined;
}): PersonBill {
  const multipliers = {
    overtimeMultiplier: r.overtime,
    ...(r.doubleTime ? { doubleTimeMultiplier: r.doubleTime } : {}),
  };
  return r.markup === undefined
    ? { kind: 'bill_rate', billRate: r.billRate, ...multipliers }
    : { kind: 'markup', markupPercent: r.markup, ...multipliers };
}

/** The benefits and other costs, each health plan tier drawn on the one package `hp`. */
export function drawnBenefitsAndCosts(r: {
  holidays: Benefits['holidays'];
  pto: Benefits['pto'];
  k401: Benefits['k401Percent'];
  bonus: Benefits['bonus'];
  plans: readonly HealthcareTier[];
  spto: boolean;
  terms: number;
  selections: readonly CostSelection[];
}): { benefits: Benefits; otherCosts: OtherCosts } {
  return {
    benefits: {
      holidays: r.holidays,
      pto: r.pto,
      k401Percent: r.k401,
      bonus: r.bonus,
      healthPlans: r.plans.map((tier) => ({ packageId: 'hp', tier })),
      statutoryPto: r.spto,
    },
    otherCosts: { paymentTermsDays: String(r.terms), selections: r.selections },
  };
}

/**
 * The one health package, `hp`, whose tiers drawn persons choose: the `single` premium for the employee alone
 * or with a spouse, `family` for the other tiers.
 */
export const drawnPlan = (single: string, family: string): HealthcarePackage => ({
  id: 'hp',
  name: 'Plan',
  monthlyPremiums: { employee_only: single, employee_spouse: single, employee_dependent: family, family },
});
