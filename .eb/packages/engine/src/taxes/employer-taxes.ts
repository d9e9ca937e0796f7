import { type Dec, min, plus, ZERO } from '../decimal';
import type { LocationBasis } from '../prepare/location-basis';
import type { RatesBasis } from '../prepare/rates-basis';
import type { CapYearShare } from '../time/weeks';
import type { CapYearFigures, ReferenceFallback } from '../types/result';

export interface EmployerTaxes {
  social_security: Dec;
  medicare: Dec;
  futa: Dec;
  suta: Dec;
  years: CapYearFigures[];
  fallbacks: ReferenceFallback[];
}

const capped = (wages: Dec, base: Dec | null): Dec => (base ? min(wages, base) : wages);

/**
 * Social Security, Medicare, FUTA and SUTA (docs/calculation-model.md#5-employer-taxes-and-wage-caps). Taxable wages are spread evenly over the
 * assignment; each cap year's share is capped by that year's wage base, so caps reset on 1 January.
 */
export function employerTaxes(
  taxableWages: Dec,
  shares: readonly CapYearShare[],
  rates: RatesBasis,
  location: LocationBasis,
): EmployerTaxes {
  const out: EmployerTaxes = {
    social_security: ZERO,
    medicare: ZERO,
    futa: ZERO,
    suta: ZERO,
    years: [],
    fallbacks: [],
  };
  const single = shares.length === 1;
  for (const share of shares) {
    // One cap year takes all wages: no division, so the common case stays exact and cheap.
    const wages = single ? taxableWages : taxableWages.mul(share.num).div(share.den);
    const fed = rates.federal(share.year);
    const sutaBase = location.sutaBase(share.year);
    const futaRate = location.futaRate(share.year, fed.futaNetRate);
    const year: CapYearFigures = {
      year: share.year,
      taxable_wages: wages,
      social_security_wage_base: fed.socialSecurityBase,
      futa_wage_base: fed.futaBase,
      suta_wage_base: sutaBase,
      futa_rate: futaRate.percent,
      social_security: fed.socialSecurityRate.mul(capped(wages, fed.socialSecurityBase)),
      medicare: fed.medicareRate.mul(wages),
      futa: futaRate.factor.mul(capped(wages, fed.futaBase)),
      suta: location.sutaRate.mul(capped(wages, sutaBase)),
    };
    out.social_security = plus(out.social_security, year.social_security);
    out.medicare = plus(out.medicare, year.medicare);
    out.futa = plus(out.futa, year.futa);
    out.suta = plus(out.suta, year.suta);
    out.years.push(year);
    out.fallbacks.push(...fallbacksOf(share.year, rates, location));
  }
  return out;
}

/** The reference figures of `year` taken from another year (docs/reference-data.md#a-year-not-in-the-data). */
function fallbacksOf(year: number, rates: RatesBasis, location: LocationBasis): ReferenceFallback[] {
  const out: ReferenceFallback[] = [];
  const federal = rates.federalFallback(year);
  if (federal !== undefined) out.push({ year, used_year: federal, figures: 'federal', state: null });
  const state = location.location.stateCode;
  const { sutaWageBase, futaCreditReduction } = location.fallbacks(year);
  if (sutaWageBase !== undefined)
    out.push({ year, used_year: sutaWageBase, figures: 'suta_wage_base', state });
  if (futaCreditReduction !== undefined) {
    out.push({ year, used_year: futaCreditReduction, figures: 'futa_credit_reduction', state });
  }
  return out;
}
