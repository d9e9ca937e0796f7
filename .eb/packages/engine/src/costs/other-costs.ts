import { type Dec, dec, HUNDRED, plus, ZERO } from '../decimal';
import type { RatesBasis } from '../prepare/rates-basis';
import type { CostCategory, OtherCosts } from '../types/person';
import type { CostLine } from '../types/result';
import { priceInterest, priceItem } from './price-item';
import type { CostBases, ResolvedCost } from './types';

/** Result field each category's costs add up in. */
const FIELD = {
  background_check: 'background_check',
  drug_screen: 'drug_screening',
  msp: 'msp',
  vms: 'vms',
  payrolling: 'payrolling_cost',
  custom: 'custom_cost',
  interest: 'interest',
  liability_insurance: 'other_insurance',
} as const satisfies Record<CostCategory, string>;

type CostField = (typeof FIELD)[CostCategory];
export type CostTotals = Record<CostField, Dec>;

export interface SelectedCosts {
  /** Liability insurance first: it is risk, and risk is in the interest base. */
  liability: ResolvedCost[];
  interest: ResolvedCost[];
  others: ResolvedCost[];
  termsDays: Dec;
}

/** Resolves the person's selections against the snapshot's cost items (once per person and snapshot). */
export function selectCosts(otherCosts: OtherCosts, rates: RatesBasis): SelectedCosts {
  const out: SelectedCosts = {
    liability: [],
    interest: [],
    others: [],
    termsDays: dec(otherCosts.paymentTermsDays || 0),
  };
  for (const { category, item: ref } of otherCosts.selections) {
    const item = typeof ref === 'string' ? rates.costItem(ref) : ref;
    const amount = dec(item.amount);
    const factor = category === 'interest' ? amount.mul(out.termsDays) : amount.div(HUNDRED);
    const resolved = { category, item, amount, factor };
    if (category === 'liability_insurance') out.liability.push(resolved);
    else if (category === 'interest') out.interest.push(resolved);
    else out.others.push(resolved);
  }
  return out;
}

export const emptyCostTotals = (): CostTotals => ({
  background_check: ZERO,
  drug_screening: ZERO,
  msp: ZERO,
  vms: ZERO,
  payrolling_cost: ZERO,
  custom_cost: ZERO,
  interest: ZERO,
  other_insurance: ZERO,
});

/** Prices a group of selected items into `totals` and `lines`. */
export function priceGroup(
  group: readonly ResolvedCost[],
  bases: CostBases,
  totals: CostTotals,
  lines: CostLine[],
  interestBase?: Dec,
): void {
  for (const cost of group) {
    const value = interestBase ? priceInterest(cost, interestBase, bases) : priceItem(cost, bases);
    const field = FIELD[cost.category];
    totals[field] = plus(totals[field], value);
    lines.push({ id: String(cost.item.id), name: cost.item.name, category: cost.category, value });
  }
}
