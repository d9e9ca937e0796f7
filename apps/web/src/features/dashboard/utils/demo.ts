import { type ChartPoint, DEMO_FIGURES, type Summary } from '@app/contracts/dashboard/dashboard';

/** The demo figures (docs/product/dashboard.md#figures), shown while a scope has no quotes of the tab's kind. */
export const demoSummary: Summary = { ...DEMO_FIGURES, quotes: 0 };

/** A sample year for the demo chart: revenue that grows, a steady 10 % gross profit. */
export const demoPoints: ChartPoint[] = [52, 61, 58, 74, 80, 77, 91, 98, 86, 104, 109, 110].map((k, i) => ({
  date: `2026-${String(i + 1).padStart(2, '0')}-01`,
  revenue: k * 1000,
  gross_profit: k * 100,
  gross_profit_percent: 10,
}));
