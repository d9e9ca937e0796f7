import { D, type Dec, HUNDRED } from '../decimal';
import type { LocationBasis } from '../prepare/location-basis';
import { per, type Ratio, ratio, times } from '../ratio';
import type { PersonBasis } from './basis';

/** The stipend modal's figures (docs/product/calculator.md#stipend-modal-add-stipend), unrounded. */
export interface StipendFigures {
  m_i: Dec;
  lodging: Dec;
  total_daily: Dec;
  weekly: Dec;
  total_assignment: Dec;
  discount: Dec;
  /** D x W, h, T, W. */
  number_of_shifts: Dec;
  hours_per_shift: Dec | null;
  total_numbers_of_hours: Dec;
  weeks: Dec;
  stipend_total: Dec;
  /** Weekly less the discount: shown instead of the per-hour figure when that is 0.00. */
  stipend_per_week: Dec;
  /** null when not finite (no shifts). */
  stipend_per_shift: Dec | null;
  stipend_per_hour: Dec | null;
}

const SEVEN = new D(7);

/**
 * GSA per diem paid 7 days a week for any schedule (no 75% first/last day, no seasons), reduced by the
 * discount on meals and lodging alike: total x (1 - discount / 100).
 */
export function stipendFigures(basis: PersonBasis, location: LocationBasis): StipendFigures {
  const discountPercent = basis.stipendDiscount;
  const totalDaily = location.perDiemDaily;
  const weekly = totalDaily.mul(SEVEN);
  // The same figure the calculation's stipends use, computed the same way.
  const total = stipendTotal(basis, location);
  return {
    m_i: location.mie,
    lodging: location.lodging,
    total_daily: totalDaily,
    weekly,
    total_assignment: times(weekly, basis.weeks),
    discount: discountPercent,
    number_of_shifts: basis.daysWorked.value,
    hours_per_shift: basis.schedule.hoursPerDay,
    total_numbers_of_hours: basis.totalHours.value,
    weeks: basis.weeks.value,
    stipend_total: total,
    stipend_per_week: weekly.mul(HUNDRED.sub(discountPercent)).div(HUNDRED),
    stipend_per_shift: per(total, basis.daysWorked),
    stipend_per_hour: per(total, basis.totalHours),
  };
}

/** stipend_total alone, for the calculation's hot path: daily x (7 x W x (100 - discount) / 100). */
export const stipendTotal = (basis: PersonBasis, location: LocationBasis): Dec =>
  times(location.perDiemDaily, basis.stipendScale);

/** 7 x W x (100 - discount) / 100 as a ratio, so a location's daily rate is one multiplication away. */
export const stipendScale = (weeks: Ratio, discountPercent: Dec): Ratio =>
  ratio(weeks.num.mul(SEVEN).mul(HUNDRED.sub(discountPercent)), weeks.den.mul(HUNDRED));
