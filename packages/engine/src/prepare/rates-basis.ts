import { type Dec, dec, pct } from '../decimal';
import { EngineError } from '../errors';
import { memoisedByIdentity } from '../freeze';
import type { CostItem, HealthcareTier } from '../types/person';
import type { HealthcarePackage, RateSnapshot } from '../types/rates';
import { fallbackYear, yearValue } from '../year-table';
import { capOf } from './location-basis';

/** Federal constants of one year as factors and caps (null = no cap). */
interface FederalBasis {
  socialSecurityRate: Dec;
  socialSecurityBase: Dec | null;
  medicareRate: Dec;
  futaNetRate: Dec;
  futaBase: Dec | null;
}

export interface RatesBasis {
  snapshot: RateSnapshot;
  federal(year: number): FederalBasis;
  /** The year whose federal constants are used for `year`, when another year's (none in the snapshot). */
  federalFallback(year: number): number | undefined;
  costItem(id: string): CostItem;
  premium(packageId: string, tier: HealthcareTier): Dec;
}

export const ratesBasis: (snapshot: RateSnapshot) => RatesBasis = memoisedByIdentity(computeBasis);

function computeBasis(snapshot: RateSnapshot): RatesBasis {
  const federalYears = new Map<number, FederalBasis>();
  const items = new Map(snapshot.costItems.map((item) => [String(item.id), item]));
  const packages = new Map<string, HealthcarePackage>(
    snapshot.healthcarePackages.map((p) => [String(p.id), p]),
  );
  return {
    snapshot,
    federal(year) {
      let found = federalYears.get(year);
      if (!found) {
        const row = yearValue(snapshot.federal, year);
        if (!row) throw new EngineError(`No federal constants for tax year ${year}`, 'federal');
        found = {
          socialSecurityRate: pct(row.socialSecurityRate),
          socialSecurityBase: capOf(row.socialSecurityWageBase),
          medicareRate: pct(row.medicareRate),
          futaNetRate: pct(row.futaNetRate),
          futaBase: capOf(row.futaWageBase),
        };
        federalYears.set(year, found);
      }
      return found;
    },
    federalFallback(year) {
      return fallbackYear(snapshot.federal, year);
    },
    costItem(id) {
      const item = items.get(String(id));
      if (!item) throw new EngineError(`Unknown cost item ${id}`, 'otherCosts');
      return item;
    },
    premium(packageId, tier) {
      const pkg = packages.get(String(packageId));
      if (!pkg) throw new EngineError(`Unknown healthcare package ${packageId}`, 'benefits.healthPlans');
      return dec(pkg.monthlyPremiums[tier]);
    },
  };
}
