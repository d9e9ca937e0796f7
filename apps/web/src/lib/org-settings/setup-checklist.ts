import { paths } from '../../config/paths';
import type { SettingsData } from './types';

export interface SetupItem {
  key: string;
  label: string;
  /** The settings tab that completes it. */
  to: string;
}

const tab = (key: string) => `${paths.calculationSettings}?tab=${key}`;
const list = (names: string[]) => names.join(', ');

/**
 * What a new organisation still has to enter before every calculation uses its own rates
 * (docs/product/calculation-settings.md#a-new-organisation): its states, a SUTA rate for each (a state
 * without a new-employer rate in the reference data starts without one) and a workers' comp code for each.
 * Sales tax and sick leave come filled in; healthcare plans and other costs are optional, so they are not listed.
 */
export function setupChecklist(settings: Pick<SettingsData, 'organization_settings'>): SetupItem[] {
  const locations = settings.organization_settings;
  if (locations.length === 0)
    return [{ key: 'states', label: 'Add the states you place people in', to: tab('srates') }];
  const items: SetupItem[] = [];
  const noRate = locations.filter((l) => l.suta_rate === null).map((l) => l.state);
  if (noRate.length > 0)
    items.push({ key: 'suta', label: `Enter your SUTA rate for ${list(noRate)}`, to: tab('srates') });
  const noCode = locations.filter((l) => l.wc_settings.length === 0).map((l) => l.state);
  if (noCode.length > 0)
    items.push({
      key: 'wc',
      label: `Add your workers' comp codes for ${list(noCode)}`,
      to: tab('workercomcodes'),
    });
  return items;
}
