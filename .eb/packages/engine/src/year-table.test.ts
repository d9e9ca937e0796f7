import { describe, expect, it } from 'vitest';
import { EVERY_YEAR, fallbackYear, yearValue } from './year-table';

describe('yearValue', () => {
  const table = { 2024: 'a', 2026: 'c' };
  it.each([
    [2024, 'a'],
    [2025, 'a'], // missing year: the latest earlier year given
    [2026, 'c'],
    [2030, 'c'],
    [2020, 'a'], // before the first year: the first year given
  ])('%i -> %s', (year, expected) => {
    expect(yearValue(table, year)).toBe(expected);
  });

  it('uses the fallback before the first year when one is passed', () => {
    expect(yearValue({ 2024: '0.9' }, 2023, '0')).toBe('0');
    expect(yearValue({}, 2025, '0')).toBe('0');
    expect(yearValue({}, 2025)).toBeUndefined();
  });
});

describe('fallbackYear', () => {
  it('names the year a missing year borrows from, and nothing for a year that has its own entry', () => {
    const table = { 2025: '7000', 2026: '9000' };
    expect(fallbackYear(table, 2026)).toBeUndefined();
    expect(fallbackYear(table, 2027)).toBe(2026);
    expect(fallbackYear(table, 2024)).toBe(2025); // before the first year: the first year's figures
    expect(fallbackYear({}, 2027)).toBeUndefined(); // nothing to borrow (no cap)
    expect(fallbackYear({ [EVERY_YEAR]: '12000' }, 2027)).toBeUndefined(); // one value for every year
    expect(fallbackYear({ 2025: '0' }, 2024, '0')).toBeUndefined(); // before it existed: the explicit fallback
  });
});
