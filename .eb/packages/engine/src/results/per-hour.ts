import type { Dec } from '../decimal';
import { per, type Ratio } from '../ratio';
import { MONEY_FIGURES, type MoneyFigures } from '../types/result';

/**
 * base_hour_calculation: every assignment figure divided by T, the cost of one hour worked. Figures that are
 * the same value (risk and insurance, interest and financing) or zero are divided once, or not at all.
 */
export function perHour(total: MoneyFigures, totalHours: Ratio): MoneyFigures {
  const hour = {} as MoneyFigures;
  const done = new Map<Dec, Dec>();
  for (const name of MONEY_FIGURES) {
    const value = total[name];
    let result = value.isZero() ? value : done.get(value);
    if (!result) {
      result = per(value, totalHours)!;
      done.set(value, result);
    }
    hour[name] = result;
  }
  return hour;
}
