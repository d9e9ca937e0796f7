import { STANDARD_CONUS_PER_DIEM } from '../constants/defaults';
import { type Dec, dec, HUNDRED, pct, ZERO } from '../decimal';
import { memoisedByIdentity } from '../freeze';
import { type DailyRule, dailyRuleOf } from '../time/daily-overtime';
import type { LocationRates } from '../types/rates';
import { fallbackYear, yearValue } from '../year-table';

export interface SickLeaveBasis {
  rate: Dec;
  perYear: Dec;
  total: Dec;
}

/** A location's rates as Decimals, with per-year lookups memoised. */
export interface LocationBasis {
  location: LocationRates;
  /** Factors, not percentages. */
  sutaRate: Dec;
  workersCompRate: Dec;
  sickLeave: SickLeaveBasis[];
  mie: Dec;
  lodging: Dec;
  /** M&IE + lodging. */
  perDiemDaily: Dec;
  salesTaxRate: Dec | null;
  /** The state's daily overtime rule; null = the federal weekly rule alone. */
  dailyRule: DailyRule | null;
  /** SUTA wage base of a year; null = no cap. */
  sutaBase(year: number): Dec | null;
  /** FUTA rate of a year: the federal net rate plus the state's credit reduction, as factor and percent. */
  futaRate(year: number, netRate: Dec): { factor: Dec; percent: Dec };
  /** The year whose SUTA wage base and FUTA credit reduction are used for `year`, when another year's. */
  fallbacks(year: number): { sutaWageBase?: number; futaCreditReduction?: number };
}

export const locationBasis: (location: LocationRates) => LocationBasis = memoisedByIdentity(computeBasis);

/** A wage base as entered: 0, empty or missing means no cap. */
export const capOf = (value: unknown): Dec | null => {
  if (value === null || value === undefined || value === '') return null;
  const base = dec(value as string);
  return base.isZero() ? null : base;
};

function computeBasis(location: LocationRates): LocationBasis {
  const perDiem = location.perDiem ?? STANDARD_CONUS_PER_DIEM;
  const tax = location.salesTax;
  const sutaBases = new Map<number, Dec | null>();
  const futaRates = new Map<number, Map<Dec, { factor: Dec; percent: Dec }>>();
  return {
    location,
    sutaRate: pct(location.suta.ratePercent),
    workersCompRate: pct(location.workersComp.ratePercent),
    sickLeave: location.sickLeave.map((rule) => ({
      rate: dec(rule.accrualRate),
      perYear: dec(rule.accrualCapPerYear),
      total: dec(rule.totalCap),
    })),
    mie: dec(perDiem.mie),
    lodging: dec(perDiem.lodging),
    perDiemDaily: dec(perDiem.mie).add(dec(perDiem.lodging)),
    salesTaxRate: tax && !tax.exempt ? pct(tax.ratePercent) : null,
    dailyRule: dailyRuleOf(location.overtimeRule),
    sutaBase(year) {
      if (!sutaBases.has(year)) sutaBases.set(year, capOf(yearValue(location.suta.wageBases, year)));
      return sutaBases.get(year) ?? null;
    },
    futaRate(year, netRate) {
      // Keyed by the net rate's identity too: one location may be computed with several snapshots.
      let byNet = futaRates.get(year);
      if (!byNet) {
        byNet = new Map();
        futaRates.set(year, byNet);
      }
      let value = byNet.get(netRate);
      if (!value) {
        const factor = netRate.add(pct(yearValue(location.futaCreditReductions, year, ZERO) ?? 0));
        value = { factor, percent: factor.mul(HUNDRED) };
        byNet.set(netRate, value);
      }
      return value;
    },
    fallbacks(year) {
      return {
        sutaWageBase: fallbackYear(location.suta.wageBases, year),
        futaCreditReduction: fallbackYear(location.futaCreditReductions, year, ZERO),
      };
    },
  };
}
