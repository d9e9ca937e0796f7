import { WEEKS_PER_YEAR } from '../constants/defaults';
import { type Dec, dec, ZERO } from '../decimal';
import type { Ratio } from '../ratio';
import type { WeeklySchedule } from '../time/schedule';
import type { PaidLeave } from '../types/person';

/**
 * Paid leave cost (holidays, PTO): days x h x p with h = H / D; days per year are prorated to W / 52. Leave
 * is paid at the straight rate and never billed. No work days (0 shifts) means no leave cost.
 */
export function paidLeave(leave: PaidLeave | null, weeks: Ratio, schedule: WeeklySchedule, pay: Dec): Dec {
  const { daysPerWeek, hoursPerWeek } = schedule;
  if (!leave || daysPerWeek.isZero()) return ZERO;
  const cost = dec(leave.days).mul(hoursPerWeek).mul(pay);
  if (leave.basis === 'per-assignment') return cost.div(daysPerWeek);
  return cost.mul(weeks.num).div(daysPerWeek.mul(weeks.den).mul(WEEKS_PER_YEAR));
}
