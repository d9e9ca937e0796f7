import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, spreadsheetText } from './spreadsheet';

describe('spreadsheet text', () => {
  it('prefixes every formula trigger and leaves other text alone', () => {
    for (const risky of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(spreadsheetText(risky)).toBe(`'${risky}`);
    }
    expect(spreadsheetText('Forklift operator')).toBe('Forklift operator');
    expect(spreadsheetText('a=b')).toBe('a=b');
    expect(spreadsheetText('Smith - Jones')).toBe('Smith - Jones');
  });

  it('prefixes a trigger right after a separator a reader could split at', () => {
    for (const risky of ["x;=2+5+cmd|' /C calc'!A0", 'a,=1', 'a\t@SUM(A1)', 'a\n=1', 'a\r\n+1', 'a,-1']) {
      expect(spreadsheetText(risky)).toBe(`'${risky}`);
    }
  });

  it('keeps plain numbers as numbers', () => {
    expect(spreadsheetText('-12.50')).toBe('-12.50');
    expect(spreadsheetText('-3')).toBe('-3');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('CSV cells', () => {
  it('neutralises, then quotes by RFC 4180 a cell holding a separator, a quote, CR, LF or tab', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('North, East')).toBe('"North, East"');
    expect(csvCell('North; East')).toBe('"North; East"');
    expect(csvCell('North\tEast')).toBe('"North\tEast"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes one separator per file, with CRLF line ends', () => {
    expect(
      csvFile(
        [
          ['Name', 'Revenue'],
          ['a;b', '-1.50'],
        ],
        ';',
      ),
    ).toBe('Name;Revenue\r\n"a;b";-1.50\r\n');
    expect(csvFile([['a,b', 2]])).toBe('"a,b",2\r\n');
  });
});
