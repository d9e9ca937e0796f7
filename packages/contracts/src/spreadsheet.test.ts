import { describe, expect, it } from 'vitest';
import { csvCell } from './settings/csv';
import { spreadsheetText } from './spreadsheet';

describe('spreadsheet text', () => {
  it('prefixes every formula trigger and leaves other text alone', () => {
    for (const risky of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(spreadsheetText(risky)).toBe(`'${risky}`);
    }
    expect(spreadsheetText('Forklift operator')).toBe('Forklift operator');
    expect(spreadsheetText('a=b')).toBe('a=b');
  });

  it('is applied to CSV cells before quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });
});
