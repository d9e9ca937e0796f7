import type { DbOrTx } from '../../db/client';
import { loadSettingsRows } from './calculation-settings.repo';
import { costView } from './costs.service';
import { packageView } from './packages.service';

/**
 * The whole settings picture the settings page and the calculator start from: locations with their SUTA rate,
 * wage caps by year and WC codes, the healthcare packages, the cost items and the organisation switches.
 */
export async function loadSettings(db: DbOrTx, organizationId: number, now: Date) {
  const { locations, caps, codes, packages, costs, options, org } = await loadSettingsRows(
    db,
    organizationId,
  );
  const thisYear = now.getUTCFullYear();
  return {
    organization_settings: locations.map(({ row, name, code }) => {
      const wageCaps = caps
        .filter((c) => c.stateId === row.stateId)
        .map((c) => ({ year: c.year, wage_base: Number(c.wageBase) }));
      // The cap in force this year: the latest year given up to now (a missing year carries the last one on).
      const current = [...wageCaps].reverse().find((c) => c.year <= thisYear) ?? wageCaps[0];
      return {
        id: row.id,
        state_id: row.stateId,
        state: name,
        state_code: code,
        suta_rate: row.sutaRate === null ? null : Number(row.sutaRate),
        version: row.version,
        wc_version: row.wcVersion,
        wage_cap: current?.wage_base ?? null,
        wage_cap_year: current?.year ?? null,
        wage_caps: wageCaps,
        wc_settings: codes
          .filter((c) => c.stateId === row.stateId)
          .map((c) => ({
            id: c.id,
            nick_name: c.nickName,
            industry: c.industryId,
            code: c.code,
            rate: Number(c.rate),
          })),
      };
    }),
    packages: packages.map(packageView),
    costs: costs.map(costView),
    options: {
      always_accrue: org?.alwaysAccrue ?? false,
      sales_tax_exempt_all: options?.salesTaxExemptAll ?? false,
    },
  };
}
