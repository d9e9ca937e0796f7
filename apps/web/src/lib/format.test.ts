import { describe, expect, it } from 'vitest';
import { formatListDate, formatMoney, formatPercent, initials, monogram } from './format';

describe('format', () => {
  it('shows money in US dollars with two decimals and separators', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney('-12.3')).toBe('-$12.30');
    expect(formatMoney(null)).toBe('—');
  });
  it('shows gross profit % with two decimals and performance with none', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
    expect(formatPercent(66.6, 0)).toBe('67%');
  });
  it('shows list dates as MM/DD/YYYY', () => {
    expect(formatListDate('2026-03-07T12:00:00')).toBe('03/07/2026');
    expect(formatListDate('not a date')).toBe('—');
  });
  it('builds initials for avatars', () => {
    expect(initials('dana', 'Owens')).toBe('DO');
    expect(initials(null, null)).toBe('?');
  });
  it('builds the organisation monogram from the first letters of its first two words', () => {
    expect(monogram('Lone Star Staffing')).toBe('LS');
    expect(monogram('& co')).toBe('C');
    expect(monogram('--')).toBe('--');
  });
});
