import {
  EVERY_YEAR,
  FEDERAL_CONSTANTS,
  type FederalTable,
  futaCreditReductionsFor,
  type LocationRates,
  type Person,
  type RateSnapshot,
  type WorkersCompCode,
  type YearTable,
} from '@app/engine';
import { toCostItem, toWorkersComp } from './to-person';
import type { LocationRatesWire, RateSnapshotWire } from './wire-rates';

/** The location's own WC code, else the person's code for that state, else the person's only code. */
export function workersCompFor(wire: LocationRatesWire, person?: Person): WorkersCompCode | undefined {
  if (wire.wc_settings) return toWorkersComp(wire.wc_settings);
  const own = person?.locations.find((l) => wire.state_id !== undefined && l.stateId === wire.state_id);
  return (own ?? (person?.locations.length === 1 ? person.locations[0] : undefined))?.workersComp;
}

/** Maps a validated location into the engine's LocationRates (WC code: see `workersCompFor`). */
export function toLocationRates(wire: LocationRatesWire, person?: Person): LocationRates {
  const stateCode = (wire.state ?? '').toUpperCase();
  const wageBases: Record<number, string | null> = {};
  // Keyed before any data: as the latest earlier year, a wage_cap applies to every year (no fallback).
  if (wire.wage_cap !== undefined) wageBases[EVERY_YEAR] = wire.wage_cap;
  for (const [year, base] of Object.entries(wire.suta_wage_bases ?? {})) {
    wageBases[Number(year)] = base ?? null;
  }
  const workersComp = workersCompFor(wire, person);
  if (!workersComp) throw new Error(`No workers' comp code for ${stateCode}: give location.wc_settings`);
  const spto = wire.spto ?? [];
  return {
    stateCode,
    stateId: wire.state_id,
    city: wire.city ?? null,
    cityId: wire.city_id ?? null,
    suta: { ratePercent: wire.suta_rate ?? '0', wageBases },
    futaCreditReductions: wire.futa_credit_reductions
      ? numbersByYear(wire.futa_credit_reductions)
      : futaCreditReductionsFor(stateCode),
    workersComp,
    sickLeave: spto.map((rule) => ({
      accrualRate: rule.accural_rate ?? '0',
      accrualCapPerYear: rule.accural_cap_per_year ?? '0',
      totalCap: rule.total_cap ?? '0',
    })),
    perDiem: wire.per_diem
      ? { mie: wire.per_diem.m_i ?? wire.per_diem.mie ?? '0', lodging: wire.per_diem.lodging ?? '0' }
      : null,
    salesTax: wire.sales_tax
      ? {
          ratePercent: wire.sales_tax.tax ?? '0',
          type: wire.sales_tax.tax_type ?? 'total_invoice',
          exempt: wire.sales_tax.tax_status,
        }
      : null,
    overtimeRule: wire.overtime_rule
      ? {
          stateName: wire.overtime_rule.state_name ?? stateCode,
          dailyOvertimeAfter: wire.overtime_rule.daily_overtime_after ?? null,
          dailyDoubletimeAfter: wire.overtime_rule.daily_doubletime_after ?? null,
          seventhDay: wire.overtime_rule.seventh_day,
        }
      : null,
  };
}

function numbersByYear(table: Record<string, string | undefined>): YearTable<string> {
  const out: Record<number, string> = {};
  for (const [year, value] of Object.entries(table)) out[Number(year)] = value ?? '0';
  return out;
}

/** Maps the organisation-wide rates; federal constants default to the engine's 2025/2026 table. */
export function toRateSnapshot(wire: RateSnapshotWire | null | undefined, taxYear: number): RateSnapshot {
  let federal: FederalTable = FEDERAL_CONSTANTS;
  if (wire?.federal) {
    const table: Record<number, FederalTable[number]> = {};
    for (const [year, row] of Object.entries(wire.federal)) {
      table[Number(year)] = {
        socialSecurityRate: row.social_security_rate ?? '0',
        socialSecurityWageBase: row.social_security_wage_base ?? '0',
        medicareRate: row.medicare_rate ?? '0',
        futaNetRate: row.futa_net_rate ?? '0',
        futaWageBase: row.futa_wage_base ?? '0',
      };
    }
    federal = table;
  }
  return {
    taxYear,
    federal,
    healthcarePackages: (wire?.healthcare_packages ?? []).map((p) => ({
      id: p.id ?? '',
      name: p.package_name ?? '',
      monthlyPremiums: {
        employee_only: p.employee_only ?? '0',
        employee_spouse: p.employee_spouse ?? '0',
        employee_dependent: p.employee_dependent ?? '0',
        family: p.family ?? '0',
      },
    })),
    costItems: (wire?.cost_items ?? []).map((item) => toCostItem(item)),
    alwaysAccrueSpto: wire?.always_accrue ?? false,
    salesTaxExemptAll: (wire?.sales_tax_exempt_all || wire?.exempt_sales_tax) ?? false,
  };
}
