import type { Num } from '../decimal';
import type { CostItem, HealthcareTier, WorkersCompCode } from './person';

/**
 * Values by calendar year. A year missing from the table takes the latest earlier year given (and, before the
 * first year given, the first year). For wage bases, 0 or null means no cap.
 */
export type YearTable<T = Num | null> = Readonly<Record<number, T>>;

/** Federal employer constants of one tax year; rates are percentages (6.2 = 6.2%). */
export interface FederalYear {
  readonly socialSecurityRate: Num;
  readonly socialSecurityWageBase: Num;
  readonly medicareRate: Num;
  /** FUTA after the normal 5.4% credit (0.6); the state's credit reduction is added per location. */
  readonly futaNetRate: Num;
  readonly futaWageBase: Num;
}

export type FederalTable = YearTable<FederalYear>;

/** Statutory paid sick leave: earn 1 hour per `accrualRate` hours worked; caps of 0 mean no cap. */
export interface SickLeaveRule {
  readonly accrualRate: Num;
  readonly accrualCapPerYear: Num;
  readonly totalCap: Num;
}

export interface SalesTaxRule {
  readonly ratePercent: Num;
  /** total_invoice: rate x revenue; gross_profit: rate x gross profit, never below 0. */
  readonly type: 'total_invoice' | 'gross_profit';
  readonly exempt: boolean;
}

/** Everything the engine needs about one work location (state, optionally city), as snapshotted. */
export interface LocationRates {
  readonly stateCode: string;
  readonly stateId?: string;
  readonly city?: string | null;
  readonly cityId?: string | null;
  readonly suta: { readonly ratePercent: Num; readonly wageBases: YearTable };
  /** FUTA credit reduction percent of the state by year (missing year: latest earlier; none: 0). */
  readonly futaCreditReductions: YearTable<Num>;
  readonly workersComp: WorkersCompCode;
  /** Rules that add together (Chicago has two); empty = no statutory sick leave here. */
  readonly sickLeave: readonly SickLeaveRule[];
  /** GSA per diem in force; null = the standard CONUS rate. */
  readonly perDiem: { readonly mie: Num; readonly lodging: Num } | null;
  readonly salesTax: SalesTaxRule | null;
}

export interface HealthcarePackage {
  readonly id: string;
  readonly name: string;
  /** Monthly premium in dollars for each coverage tier. */
  readonly monthlyPremiums: Readonly<Record<HealthcareTier, Num>>;
}

/** The organisation-wide part of the rate snapshot a calculation is computed with. */
export interface RateSnapshot {
  readonly taxYear: number;
  readonly federal: FederalTable;
  readonly healthcarePackages: readonly HealthcarePackage[];
  readonly costItems: readonly CostItem[];
  readonly alwaysAccrueSpto: boolean;
  readonly salesTaxExemptAll: boolean;
}
