import { breakdownFigures, lineFigures, type PricedFigures } from './figures';
import { HOURS, MONEY, PERIODS, round, roundNullableRecord, roundRecord } from './round';
import type { SummedResult } from './sum';

export interface SummedFigures extends PricedFigures {
  count: number;
  time: Record<keyof SummedResult['time'], number>;
}

/** The summed figures rounded once each, like `toResultFigures`. */
export function toSummedFigures(sum: SummedResult): SummedFigures {
  const total = roundRecord(sum.total, MONEY);
  return {
    count: sum.count,
    time: {
      total_hours: round(sum.time.total_hours, HOURS),
      days_worked: round(sum.time.days_worked, PERIODS),
      regular_hours: round(sum.time.regular_hours, HOURS),
      overtime_hours: round(sum.time.overtime_hours, HOURS),
      doubletime_hours: round(sum.time.doubletime_hours, HOURS),
    },
    total_assignment_calculation: total,
    base_hour_calculation: sum.hour ? roundRecord(sum.hour, MONEY) : null,
    gross_profit_percent: round(sum.gross_profit_percent, MONEY),
    profitability: roundNullableRecord(sum.profitability, MONEY),
    hours_taxed: roundRecord(sum.hours_taxed, HOURS),
    breakdown: breakdownFigures(sum.total),
    othercost_items: sum.othercost_items.map(lineFigures),
    custom_cost_info: sum.custom_cost_info.map(lineFigures),
    categories: sum.categories.join(','),
    reference_fallbacks: sum.reference_fallbacks,
  };
}
