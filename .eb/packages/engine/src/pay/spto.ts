import { WEEKS_PER_YEAR } from '../constants/defaults';
import { type Dec, min, ZERO } from '../decimal';
import type { SickLeaveBasis } from '../prepare/location-basis';
import type { Ratio } from '../ratio';

/**
 * Statutory paid sick leave hours accrued over the assignment: T / accrual rate (hours worked per hour
 * earned, overtime hours included), limited to the yearly cap x ceil(W / 52) and to the total cap. A rate of
 * 0 accrues nothing; a cap of 0 is no cap. Several rules (Chicago's two) add together. Not rounded.
 */
export function sptoHours(rules: readonly SickLeaveBasis[], totalHours: Ratio, weeks: Ratio): Dec {
  let hours = ZERO;
  const capYears = weeks.value.div(WEEKS_PER_YEAR).ceil();
  for (const rule of rules) {
    if (rule.rate.lte(0)) continue;
    let accrued = totalHours.num.div(totalHours.den.mul(rule.rate));
    if (rule.perYear.gt(0)) accrued = min(accrued, rule.perYear.mul(capYears));
    if (rule.total.gt(0)) accrued = min(accrued, rule.total);
    hours = hours.add(accrued);
  }
  return hours;
}
