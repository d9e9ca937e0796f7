import { describe, expect, it } from 'vitest';
import { formatUsd, usDate } from './format';

describe('the shared formats', () => {
  it('shows a date-only value as MM/DD/YYYY on the same calendar day, whatever the time zone', () => {
    expect(usDate('2026-01-01')).toBe('01/01/2026');
    expect(usDate('2026-12-31T23:30:00Z')).toBe('12/31/2026');
    expect(usDate(null)).toBe('—');
  });

  it('shows money in dollars with two decimals, from a number or a decimal string, and a dash for none', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('-0.125')).toBe('-$0.13');
    expect(formatUsd('')).toBe('—');
    expect(formatUsd(null)).toBe('—');
  });
});
