import type { Dec } from '../decimal';
import type { Ratio } from '../ratio';
import type { CostCategory, CostItem } from '../types/person';

/** A selected item with its amount already a number. */
export interface ResolvedCost {
  category: CostCategory;
  item: CostItem;
  amount: Dec;
  /** Percentage items: amount / 100 (exact); interest: yearly rate x payment-terms days (/ 36,000 last). */
  factor: Dec;
}

/** The quantities a cost item may be priced on. */
export interface CostBases {
  totalRevenue: Dec;
  totalWages: Dec;
  totalHours: Ratio;
  weeks: Ratio;
  months: Ratio;
}
