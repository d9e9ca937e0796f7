import {
  type ChartPoint,
  DEMO_FIGURES,
  type OverviewResponse,
  type Summary,
} from '@app/contracts/dashboard/dashboard';

/** A sample year for the demo chart: revenue that grows, a steady 10 % gross profit. */
const demoPoints: ChartPoint[] = [52, 61, 58, 74, 80, 77, 91, 98, 86, 104, 109, 110].map((k, i) => ({
  date: `2026-${String(i + 1).padStart(2, '0')}-01`,
  revenue: k * 1000,
  gross_profit: k * 100,
  gross_profit_percent: 10,
}));

/** What a dashboard, team or member page shows in its cards and chart. */
export interface FiguresView {
  /** True: the spec's demo figures, marked as sample data; false: the scope's own figures (zeros included). */
  sample: boolean;
  /** Null while the figures load (nothing is shown rather than a number that is not the scope's). */
  summary: Summary | null;
  points: ChartPoint[];
  bucket: 'day' | 'month';
}

/**
 * The one rule for the dashboard, team and member pages (docs/product/dashboard.md#demo-values): the demo
 * figures only while the page's scope (organisation, team, or member in a team) has no quote at all, as the
 * API's `has_data` says, whatever the tab and period; once it has one, every figure is real, zeros included,
 * so a page never shows demo figures beside the real row of the same team or member.
 */
export function figuresView(data: OverviewResponse['data'] | undefined): FiguresView {
  if (!data) return { sample: false, summary: null, points: [], bucket: 'month' };
  if (!data.has_data) {
    return { sample: true, summary: { ...DEMO_FIGURES, quotes: 0 }, points: demoPoints, bucket: 'month' };
  }
  return { sample: false, summary: data.summary, points: data.chart.points, bucket: data.chart.bucket };
}
