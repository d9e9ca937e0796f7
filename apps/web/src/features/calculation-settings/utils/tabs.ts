import type { SettingsTabKey } from '../../../lib/org-settings/plan';
import type { HistoryArea, HistoryEntry } from '../api/get-history';

export interface SettingsTab {
  key: SettingsTabKey;
  label: string;
  /** Audit areas shown in the tab's History drawer. */
  areas: HistoryArea[];
  /** Keeps only the entries of a shared area ('options') that belong to this tab. */
  keep?: (entry: HistoryEntry) => boolean;
}

const hasKey = (key: string) => (e: HistoryEntry) =>
  e.area !== 'options' || !!(e.new_value && key in e.new_value);

/** The fixed tab order (docs/product/calculation-settings.md#the-page-settingscalculation-settings). */
export const SETTINGS_TABS: SettingsTab[] = [
  { key: 'srates', label: 'SUTA Rates', areas: ['suta'] },
  { key: 'workercomcodes', label: 'WC Codes', areas: ['wc'] },
  { key: 'stax', label: 'Sales Tax', areas: ['sales_tax', 'options'], keep: hasKey('sales_tax_exempt_all') },
  { key: 'spto', label: 'SPTO', areas: ['spto', 'options'], keep: hasKey('always_accrue') },
  { key: 'hcareplans', label: 'Healthcare Plans', areas: ['healthcare'] },
  { key: 'othercost', label: 'Other Costs', areas: ['costs'] },
];

export const isTabKey = (v: string | null): v is SettingsTabKey => SETTINGS_TABS.some((t) => t.key === v);

/** The tab of a key (every key is in SETTINGS_TABS). */
export const settingsTab = (key: SettingsTabKey): SettingsTab => SETTINGS_TABS.find((t) => t.key === key)!;
