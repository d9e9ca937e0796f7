import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/get-history';
import { describeHistory } from './history-text';

const names = {
  state: (id: unknown) => ({ 5: 'California', 44: 'Texas' })[Number(id) as 5 | 44] ?? 'a state',
  industry: (id: unknown) => (Number(id) === 1 ? 'Clerical' : 'Other'),
};
const entry = (e: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  area: 'suta',
  record_id: 1,
  action: 'update',
  old_value: null,
  new_value: null,
  created_at: '2026-11-22T19:00:00Z',
  user_first_name: 'Dana',
  user_last_name: 'Owens',
  ...e,
});

describe('describeHistory', () => {
  it('names an API key made or revoked by its name, prefix and access, never a secret', () => {
    const key = { name: 'Bullhorn sync', scope: 'read_write', prefix: 'sm_live_6f1a569f0281' };
    expect(describeHistory(entry({ area: 'api_keys', action: 'create', new_value: key }), names)).toEqual({
      title: 'Created the API key Bullhorn sync (sm_live_6f1a569f0281…, read and write)',
      details: [],
    });
    expect(describeHistory(entry({ area: 'api_keys', action: 'delete', old_value: key }), names).title).toBe(
      'Revoked the API key Bullhorn sync (sm_live_6f1a569f0281…, read and write)',
    );
  });

  it('says which state rate changed, old → new', () => {
    const e = entry({
      old_value: { state_id: 5, suta_rate: 3.4 },
      new_value: { state_id: 5, suta_rate: 3.45 },
    });
    expect(describeHistory(e, names)).toEqual({
      title: 'Changed the California SUTA rate',
      details: ['SUTA rate: 3.40% → 3.45%'],
    });
  });

  it('words sales tax, SPTO caps and switches plainly', () => {
    expect(
      describeHistory(
        entry({
          area: 'sales_tax',
          old_value: { tax: 6.25, tax_type: 'total_invoice' },
          new_value: { tax: 6.5, tax_type: 'gross_profit' },
        }),
        names,
      ).details,
    ).toEqual(['Tax: 6.25% → 6.50%', 'Tax type: Total Invoice → Gross Profit']);
    expect(
      describeHistory(
        entry({
          area: 'spto',
          old_value: { accural_rate: 30, accural_cap_per_year: 40, total_cap: 80 },
          new_value: { accural_rate: 25, accural_cap_per_year: 40, total_cap: 0 },
        }),
        names,
      ).details,
    ).toEqual(['Accrual rate: 1 h per 30 h worked → 1 h per 25 h worked', 'Total cap: 80 h → no cap']);
    expect(describeHistory(entry({ area: 'options', new_value: { always_accrue: true } }), names).title).toBe(
      'Turned Always Accrue on',
    );
  });

  it('lists what a new cost holds, money as dollars', () => {
    const e = entry({
      area: 'costs',
      action: 'create',
      new_value: { name: 'Laptop', percent: 150, cost_option: 'flat', frequency: 'month', industry_id: null },
    });
    expect(describeHistory(e, names)).toEqual({
      title: 'Added the cost Laptop',
      details: ['Amount: $150.00', 'Type: Flat', 'Frequency: per month'],
    });
  });
});
