import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { validateSutaRows, validateWcRows } from './import-rows';

const states = [
  { id: 5, name: 'California', code: 'CA' },
  { id: 44, name: 'Texas', code: 'TX' },
];
const industries = [
  { id: 1, name: 'Clerical' },
  { id: 5, name: 'Other' },
];

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and a byte-order mark', () => {
    const rows = parseCsv('\uFEFFState,Nickname\r\n"Texas","Office, ""main"""\r\n\r\nCA,Field\n');
    expect(rows).toEqual([
      { State: 'Texas', Nickname: 'Office, "main"' },
      { State: 'CA', Nickname: 'Field' },
    ]);
  });
});

describe('SUTA CSV rows', () => {
  it('accepts state names or codes and percentages with up to two decimals', () => {
    const result = validateSutaRows(parseCsv('State,SUTA Rate\nCalifornia,3.4\ntx,2.75%\n'), states);
    expect(result).toEqual({
      ok: true,
      rows: [
        { stateId: 5, rate: 3.4 },
        { stateId: 44, rate: 2.75 },
      ],
    });
  });

  it('reports every bad row at once, with the product wording and spreadsheet row numbers', () => {
    const csv = 'State,SUTA Rate\nCalifornia,3.4\nAtlantis,2\nTexas,101\nCA,1.234\nTexas,\n';
    const result = validateSutaRows(parseCsv(csv), states);
    expect(result).toEqual({
      ok: false,
      errors: [
        'Atlantis is not valid in the 3 row / State column',
        '101 is not valid in the 4 row / SUTA Rate column',
        'Duplicate CA exist in csv.',
        '1.234 is not valid in the 5 row / SUTA Rate column',
        'Duplicate Texas exist in csv.',
        '(empty) is not valid in the 6 row / SUTA Rate column',
      ],
    });
  });
});

describe('WC CSV rows', () => {
  it('checks state, nickname, industry, digits-only code and rate', () => {
    const csv =
      'State,Nickname,Industry,WC Code,WC Rate (%)\nTX,Office,Clerical,8810,0.35\nTX,,Mining,88A0,150\n';
    const result = validateWcRows(parseCsv(csv), states, industries);
    expect(result).toEqual({
      ok: false,
      errors: [
        '(empty) is not valid in the 3 row / Nickname column',
        'Mining is not valid in the 3 row / Industry column',
        '88A0 is not valid in the 3 row / WC Code column',
        '150 is not valid in the 3 row / WC Rate (%) column',
      ],
    });
    const good = validateWcRows(parseCsv(csv.split('\n').slice(0, 2).join('\n')), states, industries);
    expect(good).toEqual({
      ok: true,
      rows: [{ stateId: 44, nickName: 'Office', industryId: 1, code: '8810', rate: 0.35 }],
    });
  });
});
