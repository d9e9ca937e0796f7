import { describe, expect, it } from 'vitest';
import type { Location } from '../../../lib/org-settings/types';
import { sutaImportSummary, wcImportSummary } from './import-summary';

const states = [
  { id: 5, name: 'California', code: 'CA' },
  { id: 44, name: 'Texas', code: 'TX' },
  { id: 36, name: 'Ohio', code: 'OH' },
];
const california = {
  state_id: 5,
  state: 'California',
  wc_settings: [{ id: 1, nick_name: 'Office', industry: 1, code: '8810', rate: 0.35 }],
} as unknown as Location;

describe('import summary', () => {
  it('says which SUTA rows added a location and which set a rate', () => {
    const rows = [
      { stateId: 5, rate: 3.45 },
      { stateId: 44, rate: 2.75 },
      { stateId: 36, rate: 1 },
    ];
    expect(sutaImportSummary(rows, [california], states)).toBe(
      'Imported 3 rows: 2 locations added (Texas and Ohio), 1 SUTA rate set (California).',
    );
  });

  it('counts WC codes added and updated (same state, code and nickname in any case) and names the states', () => {
    const rows = [
      { stateId: 5, nickName: 'OFFICE', industryId: 1, code: '8810', rate: 0.4 },
      { stateId: 5, nickName: 'Yard', industryId: 2, code: '8292', rate: 6 },
      { stateId: 44, nickName: 'Nurses', industryId: 3, code: '8833', rate: 1.85 },
    ];
    expect(wcImportSummary(rows, [california], states)).toBe(
      'Imported 3 rows: 2 WC codes added, 1 updated, in California and Texas.',
    );
    expect(wcImportSummary(rows.slice(2), [california], states)).toBe(
      'Imported 1 row: 1 WC code added, 0 updated, in Texas.',
    );
  });
});
