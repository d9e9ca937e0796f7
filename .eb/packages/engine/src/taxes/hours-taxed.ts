import { type Dec, min } from '../decimal';
import type { Ratio } from '../ratio';
import type { CapYearFigures, HoursTaxed } from '../types/result';

/**
 * Hours within the first cap year's wage base: min(T, base / (taxable_wages / T)), computed as
 * base x T / taxable_wages (multiply before dividing). No cap, no wages or no hours: every hour is taxed.
 */
function hoursWithin(base: Dec | null, taxableWages: Dec, totalHours: Ratio): Dec {
  const T = totalHours.value;
  if (!base || taxableWages.lte(0) || T.isZero()) return T;
  return min(T, base.mul(totalHours.num).div(totalHours.den.mul(taxableWages)));
}

export function hoursTaxed(first: CapYearFigures, taxableWages: Dec, totalHours: Ratio): HoursTaxed {
  const T = totalHours.value;
  const suta = hoursWithin(first.suta_wage_base, taxableWages, totalHours);
  const futa = hoursWithin(first.futa_wage_base, taxableWages, totalHours);
  const ss = hoursWithin(first.social_security_wage_base, taxableWages, totalHours);
  return {
    suta_hours_taxed: suta,
    post_suta_hours_taxed: T.sub(suta),
    futa_hours_taxed: futa,
    post_futa_hours_taxed: T.sub(futa),
    social_security_hours_taxed: ss,
    post_social_security_hours_taxed: T.sub(ss),
  };
}
