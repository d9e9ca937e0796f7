import type { Num } from '../decimal';
import type { CostItem, HealthcareTier, WorkersCompCode } from './person';

/**
 * Values by calendar year. A year missing from the table takes the latest earlier year given (and, before the
 * first year given, the first year). For wage bases, 0 or null means no cap.
 */
export type YearTable<T = Num | null> = Readonly<Record<number, T>>;

/** Federal employer constants of one tax year; rates are percentages (6.2 = 6.2%). */
export interface FederalYear {
  socialSecurityRate: Num;
  socialSecurityWageBase: Num;
  medicareRate: Num;
  /** FUTA after the normal 5.4% credit (0.6); the state's credit reduction is added per location. */
  futaNetRate: Num;
  futaWageBase: Num;
}

export type FederalTable = YearTable<FederalYear>;

/** Statutory paid sick leave: earn 1 hour per `accrualRate` hours worked; caps of 0 mean no cap. */
export interface SickLeaveRule {
  accrualRate: Num;
  accrualCapPerYear: Num;
  totalCap: Num;
}

export interface SalesTaxRule {
  ratePercent: Num;
  /** total_invoice: rate x revenue; gross_profit: rate x gross profit, never below 0. */
  type: 'total_invoice' | 'gross_profit';
  exempt: boolean;
}

/** Everything the engine needs about one work location (state, optionally city), as snapshotted. */
export interface LocationRates {
  stateCode: string;
  stateId?: string;
  city?: string | null;
  cityId?: string | null;
  suta: { ratePercent: Num; wageBases: YearTable };
  /** FUTA credit reduction percent of the state by year (missing year: latest earlier; none: 0). */
  futaCreditReductions: YearTable<Num>;
  workersComp: WorkersCompCode;
  /** Rules that add together (Chicago has two); empty = no statutory sick leave here. */
  sickLeave: SickLeaveRule[];
  /** GSA per diem in force; null = the standard CONUS rate. */
  perDiem: { mie: Num; lodging: Num } | null;
  salesTax: SalesTaxRule | null;
}

export interface HealthcarePackage {
  id: string;
  name: string;
  /** Monthly premium in dollars for each coverage tier. */
  monthlyPremiums: Readonly<Record<HealthcareTier, Num>>;
}

/** The organisation-wide part of the rate snapshot a calculation is computed with. */
export interface RateSnapshot {
  taxYear: number;
  federal: FederalTable;
  healthcarePackages: HealthcarePackage[];
  costItems: CostItem[];
  alwaysAccrueSpto: boolean;
  salesTaxExemptAll: boolean;
}
