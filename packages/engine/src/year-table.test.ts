import { describe, expect, it } from 'vitest';
import { yearValue } from './year-table';

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
