import type { SummedFigures } from '@app/engine';
import { describe, expect, it } from 'vitest';
import {
  costSplit,
  drawable,
  hoursTaxed,
  profitabilityBars,
  revenueSplit,
  sliceTotal,
  taxColumns,
} from './charts';
import demo from './fixtures/demo-calculations.json';

const summary = (demo as unknown as { summary: SummedFigures }[])[0]!.summary;

describe('chart data from the summed figures', () => {
  it('splits the burden into the seven parts of Total Statutory Cost, adding up to the statutory cost', () => {
    const slices = costSplit(summary);
    expect(slices.map((s) => s.name)).toEqual([
      'Social Security',
      'Medicare',
      'FUTA',
      'SUTA',
      'Risk',
      'Benefits',
      'Other Costs',
    ]);
    // 2,297.82 + 537.39 + 126 + 729 + 1,299.82 + 761.54 + 240 = 5,991.57 = the employer burden
    expect(sliceTotal(slices)).toBe(summary.total_assignment_calculation.total_employers_burden);
  });

  it('splits revenue into wages, burden and gross profit, and never draws a negative slice', () => {
    const slices = revenueSplit(summary);
    expect(slices.map((s) => s.value)).toEqual([36300, 5991.57, 12488.43]);
    const loss = revenueSplit({
      ...summary,
      breakdown: {
        ...summary.breakdown,
        revenue_split: { total_wages: 10, total_employers_burden: 2, gross_profit: -3 },
      },
    });
    expect(loss[2]!.color).toBe('red.6');
    expect(drawable(loss).map((s) => s.name)).toEqual(['Total wages', 'Total Employers Burden']);
  });

  it('gives the taxes chart and the hours taxed of the chosen tax', () => {
    expect(taxColumns(summary)).toEqual([
      { tax: 'SUTA', amount: 729 },
      { tax: 'FUTA', amount: 126 },
      { tax: 'Social Security', amount: 2297.82 },
    ]);
    expect(hoursTaxed(summary, 'suta')).toEqual({ taxed: 1316.54, after: 483.46, total: 1800 });
    expect(hoursTaxed(summary, 'social_security')).toEqual({ taxed: 1800, after: 0, total: 1800 });
  });

  it('groups profitability by period, one bar per person', () => {
    const charts = profitabilityBars([
      { label: 'All', figures: summary },
      { label: 'Again', figures: summary },
    ]);
    expect(charts.map((c) => c.period)).toEqual(['Hour', 'Day', 'Week', 'Month', 'Total Profit']);
    expect(charts[0]!.rows).toEqual([
      { person: 'All', profit: 6.94 },
      { person: 'Again', profit: 6.94 },
    ]);
    expect(charts[4]!.rows[0]).toEqual({ person: 'All', profit: 12488.43 });
  });
});
