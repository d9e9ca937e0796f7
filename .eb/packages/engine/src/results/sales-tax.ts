import { type Dec, max, ZERO } from '../decimal';
import type { LocationBasis } from '../prepare/location-basis';
import type { RateSnapshot } from '../types/rates';

/**
 * Sales tax of one (person, location) for quotes: rate x total_revenue (Total Invoice) or rate x gross
 * profit never below 0 (Gross Profit); an exempt row or the organisation's Exempt All gives 0.
 */
export function salesTax(loc: LocationBasis, rates: RateSnapshot, totalRevenue: Dec, grossProfit: Dec): Dec {
  const rule = loc.location.salesTax;
  if (!rule || !loc.salesTaxRate || rates.salesTaxExemptAll) return ZERO;
  return rule.type === 'gross_profit'
    ? max(loc.salesTaxRate.mul(grossProfit), ZERO)
    : loc.salesTaxRate.mul(totalRevenue);
}
