import { toCent } from '@app/contracts/money';
import { D, type MoneyNumbers, type ResultFigures, type SummedFigures } from '@app/engine';

/**
 * Figures stored before state daily overtime (docs/calculation-model.md#state-daily-overtime-and-double-time)
 * have no double-time figures and no overtime rule: they were priced by the federal weekly rule, so they read
 * as 0 double time and that rule. Figures that have them are returned as they are.
 */
const FEDERAL_RULE: ResultFigures['overtime_rule'] = {
  state: null,
  daily_overtime_after: null,
  daily_doubletime_after: null,
  seventh_day: false,
  explanation: 'Federal rule: hours past 40 a week are overtime',
};

function money<T extends MoneyNumbers | null>(figures: T): T {
  if (!figures || figures.doubletime_pay !== undefined) return figures;
  return { ...figures, doubletime_pay: 0, doubletime_revenue: 0 };
}

export function withDoubleTime(result: ResultFigures): ResultFigures {
  if (result.overtime_rule !== undefined && result.time.doubletime_hours !== undefined) return result;
  const { rates } = result;
  // The default d = 2, as the engine would have used it; the rates are display rates (p x d, b x d).
  const d = rates.doubletime_multiplier ?? 2;
  return {
    ...result,
    time: { ...result.time, doubletime_hours: result.time.doubletime_hours ?? 0 },
    rates: {
      ...rates,
      doubletime_multiplier: d,
      doubletime_pay_rate: rates.doubletime_pay_rate ?? times(rates.pay_rate, d),
      doubletime_bill_rate: rates.doubletime_bill_rate ?? times(rates.bill_rate, d),
    },
    overtime_rule: result.overtime_rule ?? FEDERAL_RULE,
    total_assignment_calculation: money(result.total_assignment_calculation),
    base_hour_calculation: money(result.base_hour_calculation),
  };
}

export function withDoubleTimeSum(summary: SummedFigures): SummedFigures {
  if (summary.time.doubletime_hours !== undefined) return summary;
  return {
    ...summary,
    time: { ...summary.time, doubletime_hours: 0 },
    total_assignment_calculation: money(summary.total_assignment_calculation),
    base_hour_calculation: money(summary.base_hour_calculation),
  };
}

/** rate x d to the cent, from the exact product (as the engine rounds a display rate). */
const times = (rate: number | null | undefined, d: number) => toCent(new D(rate ?? 0).mul(d));
