import { describe, expect, it } from 'vitest';
import { compactMoney, timeAxisTicks, timeLabels } from './chart-axis';

describe('time axis of the dashboard charts', () => {
  it('prints all twelve months level on a desktop chart, November included', () => {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);
    const { labels, year, labelPx } = timeLabels(months, 'month');
    expect(labels).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(year).toBe('2026');
    // About 900 px of plot at 1280 px wide.
    expect(timeAxisTicks(labels.length, 900, labelPx)).toEqual({ interval: 0, angle: 0 });
  });

  it('turns the twelve month labels on a phone instead of dropping any', () => {
    // About 250 px of plot at 390 px wide.
    expect(timeAxisTicks(12, 250, timeLabels(['2026-01-01'], 'month').labelPx)).toEqual({
      interval: 0,
      angle: -45,
    });
  });

  it('labels every other day of a 30-day chart on a phone, and every day on a desktop', () => {
    const { labelPx } = timeLabels(['2026-11-01'], 'day');
    expect(timeAxisTicks(30, 250, labelPx)).toEqual({ interval: 1, angle: -45 });
    expect(timeAxisTicks(30, 900, labelPx)).toEqual({ interval: 0, angle: -45 });
  });

  it('names the year on each month when the months span years', () => {
    const { labels, year } = timeLabels(['2025-12', '2026-01'], 'month');
    expect(labels).toEqual(['Dec 2025', 'Jan 2026']);
    expect(year).toBeNull();
  });

  it('writes money ticks short', () => {
    expect(compactMoney(200_000)).toBe('$200K');
    expect(compactMoney(1_250_000)).toBe('$1.3M');
    expect(compactMoney(0)).toBe('$0');
  });
});
