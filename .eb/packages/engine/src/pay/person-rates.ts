import { selectCosts } from '../costs/other-costs';
import { type Dec, plus, ZERO } from '../decimal';
import type { RatesBasis } from '../prepare/rates-basis';
import { times } from '../ratio';
import type { Person } from '../types/person';
import type { PersonBasis, PersonRates } from './basis';

/** Memoised on the person's basis, per snapshot. */
export function personRates(person: Person, basis: PersonBasis, rates: RatesBasis): PersonRates {
  const cached = basis.byRates.get(rates.snapshot);
  if (cached) return cached;
  let monthly: Dec = ZERO;
  for (const plan of person.benefits.healthPlans)
    monthly = plus(monthly, rates.premium(plan.packageId, plan.tier));
  const found = { costs: selectCosts(person.otherCosts, rates), healthcare: times(monthly, basis.months) };
  basis.byRates.set(rates.snapshot, found);
  return found;
}
