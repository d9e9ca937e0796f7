import { describe, expect, it } from 'vitest';
import { figuresView } from './demo';

const real = (has_data: boolean, revenue = 0) => ({
  summary: { revenue, gross_profit: 0, gross_profit_percent: 0, quotes: 0 },
  chart: { bucket: 'day' as const, points: [] },
  has_data,
  period: { from: null, to: null },
  team: null,
  member: null,
});

describe('figuresView: the one demo rule of the dashboard, team and member pages', () => {
  it('shows the demo figures, marked as sample, only while the scope has no quote at all', () => {
    const view = figuresView(real(false));
    expect(view.sample).toBe(true);
    expect(view.summary).toEqual({
      revenue: 1_000_000,
      gross_profit: 100_000,
      gross_profit_percent: 10,
      quotes: 0,
    });
    expect(view.points.length).toBeGreaterThan(0);
  });

  it('shows the real figures, zeros included, once the scope has a quote (whatever the tab)', () => {
    const view = figuresView(real(true));
    expect(view).toMatchObject({ sample: false, summary: { revenue: 0 }, points: [], bucket: 'day' });
  });

  it('shows no figure at all while loading, never a number that is not the scope’s', () => {
    expect(figuresView(undefined)).toMatchObject({ sample: false, summary: null, points: [] });
  });
});
