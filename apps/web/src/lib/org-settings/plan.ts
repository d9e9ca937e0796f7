/** The calculation-settings tabs, by their wire keys (also the ?tab= values). */
export type SettingsTabKey = 'srates' | 'workercomcodes' | 'stax' | 'spto' | 'hcareplans' | 'othercost';

/**
 * The one place that knows what the plan allows on this page. Essential keeps SUTA Rates and WC Codes
 * (docs/product/organizations-and-roles.md#plan-restrictions); any other plan, or none recorded yet, has
 * every tab.
 */
export function allowedSettingsTabs(planName: string | null | undefined): SettingsTabKey[] {
  if (planName?.trim().toLowerCase() === 'essential') return ['srates', 'workercomcodes'];
  return ['srates', 'workercomcodes', 'stax', 'spto', 'hcareplans', 'othercost'];
}
