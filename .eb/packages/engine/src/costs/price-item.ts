import { INTEREST_DAY_BASIS } from '../constants/defaults';
import { type Dec, HUNDRED } from '../decimal';
import { times } from '../ratio';
import type { CostBases, ResolvedCost } from './types';

const INTEREST_DIVISOR = HUNDRED.mul(INTEREST_DAY_BASIS);

/**
 * A percentage item costs percent x total_revenue (from Revenue) or x total_wages (from Total Wage); a flat
 * item costs its amount once per person and location, or per hour (x T), week (x W) or month (x M).
 */
export function priceItem({ item, amount, factor }: ResolvedCost, bases: CostBases): Dec {
  if (item.option === 'percentage') {
    return factor.mul(item.from === 'revenue' ? bases.totalRevenue : bases.totalWages);
  }
  switch (item.frequency) {
    case 'hour':
      return times(amount, bases.totalHours);
    case 'week':
      return times(amount, bases.weeks);
    case 'month':
      return times(amount, bases.months);
    default:
      return amount;
  }
}

/**
 * Financing: yearly rate / 100 / 360 x payment-terms days x (total_wages + employer_taxes + risk). A flat
 * interest item is priced like any flat cost.
 */
export function priceInterest(cost: ResolvedCost, base: Dec, bases: CostBases): Dec {
  if (cost.item.option === 'flat') return priceItem(cost, bases);
  // Divide last, so a financing charge that ends on a half cent stays exact.
  return cost.factor.mul(base).div(INTEREST_DIVISOR);
}
