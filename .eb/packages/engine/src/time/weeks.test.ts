import { describe, expect, it } from 'vitest';
import { assignmentSpan } from './weeks';

const shares = (span: ReturnType<typeof assignmentSpan>) =>
  span.capYears.map((y) => [y.year, y.num.toString(), y.den.toString()]);

describe('assignmentSpan', () => {
  it('counts both end dates and weekends: 2025-01-01..2025-01-07 is 7 days, 1 week', () => {
    const span = assignmentSpan({ kind: 'dates', startDate: '2025-01-01', endDate: '2025-01-07' }, 2030);
    expect(span.weeks.value.toString()).toBe('1');
    expect(shares(span)).toEqual([[2025, '7', '7']]); // tax_year is ignored with dates
  });

  it('shares a dated assignment by calendar days per year (2024 is a leap year)', () => {
    // 2024-12-01..2026-01-10: 31 days of 2024, 365 of 2025, 10 of 2026 = 406 days
    const span = assignmentSpan({ kind: 'dates', startDate: '2024-12-01', endDate: '2026-01-10' }, 2025);
    expect(shares(span)).toEqual([
      [2024, '31', '406'],
      [2025, '365', '406'],
      [2026, '10', '406'],
    ]);
    expect(span.calendarDays?.toString()).toBe('406');
  });

  it('splits an estimate into 52-week blocks from 1 January of the tax year', () => {
    // 2 years = 104 weeks: exactly two cap years; 18 months = 78 weeks = 52 + 26
    expect(shares(assignmentSpan({ kind: 'estimate', length: '2', unit: 'year' }, 2025))).toEqual([
      [2025, '52', '104'],
      [2026, '52', '104'],
    ]);
    // months are counted in twelfths of a week: 18 x 52 = 936 twelfths, 624 per year
    expect(shares(assignmentSpan({ kind: 'estimate', length: '18', unit: 'month' }, 2025))).toEqual([
      [2025, '624', '936'],
      [2026, '312', '936'],
    ]);
  });

  it('keeps months exact: 6 months are 26 weeks', () => {
    expect(
      assignmentSpan({ kind: 'estimate', length: '6', unit: 'month' }, 2025).weeks.value.toString(),
    ).toBe('26');
  });

  it('refuses an end before the start and impossible dates', () => {
    expect(() =>
      assignmentSpan({ kind: 'dates', startDate: '2025-02-01', endDate: '2025-01-31' }, 2025),
    ).toThrow('End date must not be before start date');
    expect(() =>
      assignmentSpan({ kind: 'dates', startDate: '2025-02-30', endDate: '2025-03-01' }, 2025),
    ).toThrow('not a calendar date');
  });
});
