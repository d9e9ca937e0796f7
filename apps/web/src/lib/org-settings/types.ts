import type { ListQuery, TAX_TYPES } from '@app/contracts/settings';

export type { NamedRef, StateRef } from '@app/contracts/reference';
// The settings payloads, as the API's response schemas define them.
export type {
  CostItem,
  HealthPackage,
  LocationSetting as Location,
  SalesTaxRow,
  SettingsData,
  SptoRow,
  WcCode,
} from '@app/contracts/settings/responses';

export type TaxType = (typeof TAX_TYPES)[number];
export type Frequency = 'once' | 'hour' | 'week' | 'month';

export interface TableQuery {
  page: number;
  per_page: number;
  state_id?: number | null;
  city_id?: number | null;
  sort: ListQuery['sort'];
  order: ListQuery['order'];
}
