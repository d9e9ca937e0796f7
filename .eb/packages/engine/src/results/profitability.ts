import type { Dec } from '../decimal';
import type { PersonBasis } from '../pay/basis';
import { per } from '../ratio';
import type { Profitability } from '../types/result';

/** Gross profit per hour (/ T), per work day (/ D x W), per week (/ W) and per month (/ M). */
export function profitability(grossProfit: Dec, basis: PersonBasis): Profitability {
  return {
    assignment_total_profit: grossProfit,
    assignment_profit_per_hour: per(grossProfit, basis.totalHours),
    assignment_profit_per_day: per(grossProfit, basis.daysWorked),
    assignment_profit_per_week: per(grossProfit, basis.weeks),
    assignment_profit_per_month: per(grossProfit, basis.months),
  };
}
