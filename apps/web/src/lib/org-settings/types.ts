import type { CostType, TAX_TYPES } from '@app/contracts/settings';

export type TaxType = (typeof TAX_TYPES)[number];

export interface WcCode {
  id?: number;
  nick_name: string;
  industry: number;
  code: string;
  rate: number;
}

/** One of the organisation's states, as POST /organization_settings answers it. */
export interface Location {
  id: number;
  state_id: number;
  state: string;
  state_code: string;
  suta_rate: number | null;
  wage_cap: number | null;
  wage_cap_year: number | null;
  wage_caps: { year: number; wage_base: number }[];
  wc_settings: WcCode[];
  /** Sent back when its SUTA rate changes; a newer one on the server answers 409. */
  version: number;
  /** The version of its WC code table, sent back when the table is saved. */
  wc_version: number;
}

export interface HealthPackage {
  id: number;
  package_name: string;
  employee_only: number;
  employee_spouse: number;
  employee_dependent: number;
  family: number;
  version: number;
}

export type Frequency = 'once' | 'hour' | 'week' | 'month';

export interface CostItem {
  id: number;
  cost_type: CostType;
  /** The custom cost category name; null for the fixed sections. */
  cost_list_id: string | null;
  name: string;
  percent: number;
  cost_option: 'flat' | 'percentage';
  /** 1 from Revenue, 2 from Total Wage. */
  from: 1 | 2;
  industry_id: number | null;
  frequency: Frequency;
  version: number;
}

export interface SettingsData {
  organization_settings: Location[];
  packages: HealthPackage[];
  costs: CostItem[];
  options: { always_accrue: boolean; sales_tax_exempt_all: boolean };
}

export interface SalesTaxRow {
  id: number;
  state_id: number;
  state: string;
  city_id: number | null;
  city: string | null;
  tax: number;
  tax_type: TaxType;
  tax_status: boolean;
  version: number;
}

export interface SptoRow {
  id: number;
  state_id: number;
  state: string;
  city_id: number | null;
  city: string | null;
  accural_rate: number;
  accural_cap_per_year: number;
  total_cap: number;
  version: number;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface TableQuery {
  page: number;
  per_page: number;
  state_id?: number | null;
  city_id?: number | null;
  sort: string;
  order: 'asc' | 'desc';
}

export interface StateRef {
  id: number;
  name: string;
  code: string;
  wage_cap: number | null;
}

export interface NamedRef {
  id: number;
  name: string;
}
