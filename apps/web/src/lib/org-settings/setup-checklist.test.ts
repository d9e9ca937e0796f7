import { describe, expect, it } from 'vitest';
import { setupChecklist } from './setup-checklist';
import type { Location } from './types';

const location = (state: string, suta_rate: number | null, codes = 0): Location => ({
  id: state.length,
  state_id: state.length,
  state,
  state_code: state.slice(0, 2).toUpperCase(),
  suta_rate,
  wage_cap: 7000,
  wage_cap_year: 2026,
  wage_caps: [],
  wc_settings: Array.from({ length: codes }, (_, i) => ({
    id: i,
    nick_name: 'Office',
    industry: 1,
    code: '8810',
    rate: 0.35,
  })),
  version: 1,
  wc_version: 1,
});

describe('setup checklist', () => {
  it('asks for the states first when there are none', () => {
    expect(setupChecklist({ organization_settings: [] })).toEqual([
      {
        key: 'states',
        label: 'Add the states you place people in',
        to: '/settings/calculation-settings?tab=srates',
      },
    ]);
  });

  it('lists the states without a SUTA rate and those without a WC code, each linking to its tab', () => {
    const items = setupChecklist({
      organization_settings: [location('California', 3.4), location('Texas', null, 1)],
    });
    expect(items.map((i) => [i.label, i.to])).toEqual([
      ['Enter your SUTA rate for Texas', '/settings/calculation-settings?tab=srates'],
      ["Add your workers' comp codes for California", '/settings/calculation-settings?tab=workercomcodes'],
    ]);
  });

  it('is empty once every state has its rate and a code', () => {
    expect(setupChecklist({ organization_settings: [location('California', 3.4, 2)] })).toEqual([]);
  });
});
