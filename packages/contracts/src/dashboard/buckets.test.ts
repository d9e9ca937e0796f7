import { describe, expect, it } from 'vitest';
import { fillBuckets, periodBuckets } from './buckets';

describe('chart period buckets', () => {
  it('lists every month between the start and the end, November included', () => {
    expect(periodBuckets('2026-01-01', '2026-11-26', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('crosses a year end, and a start on the 31st still counts its own month', () => {
    expect(periodBuckets('2025-10-31', '2026-02-03', 'month')).toEqual([
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('lists every day of a 30-day period, across a month end and a leap day', () => {
    const days = periodBuckets('2028-02-10', '2028-03-10', 'day');
    expect(days).toHaveLength(30);
    expect(days).toContain('2028-02-29');
    expect(days[0]).toBe('2028-02-10');
    expect(days.at(-1)).toBe('2028-03-10');
  });

  it('fills the months without quotes at zero and keeps quotes issued after the end', () => {
    const points = [
      { date: '2026-09-01', revenue: 58_000 },
      { date: '2026-11-01', revenue: 57_000 },
      { date: '2027-01-01', revenue: 10 },
    ];
    const filled = fillBuckets(
      points,
      (p) => p.date,
      { from: '2026-09-01', to: '2026-11-26', bucket: 'month' },
      (date) => ({ date, revenue: 0 }),
    );
    expect(filled).toEqual([
      { date: '2026-09-01', revenue: 58_000 },
      { date: '2026-10-01', revenue: 0 },
      { date: '2026-11-01', revenue: 57_000 },
      { date: '2027-01-01', revenue: 10 },
    ]);
  });

  it('matches points keyed by month (YYYY-MM) and leaves an empty month without a value', () => {
    const filled = fillBuckets(
      [{ month: '2026-03', percent: 24 as number | null }],
      (p) => p.month,
      { from: '2026-01-01', to: '2026-04-30', bucket: 'month' },
      (key) => ({ month: key.slice(0, 7), percent: null }),
    );
    expect(filled.map((p) => p.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(filled.map((p) => p.percent)).toEqual([null, null, 24, null]);
  });
});
