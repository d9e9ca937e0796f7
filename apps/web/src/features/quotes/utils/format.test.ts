import { describe, expect, it } from 'vitest';
import { isoDaysFromToday } from './format';

describe('quote formats', () => {
  it('counts 30 days across a month and a year end', () => {
    expect(isoDaysFromToday(30, new Date(2026, 11, 15))).toBe('2027-01-14');
    expect(isoDaysFromToday(0, new Date(2026, 1, 3))).toBe('2026-02-03');
  });
});
