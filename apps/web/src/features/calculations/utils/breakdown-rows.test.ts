import type { SummedFigures } from '@app/engine';
import { describe, expect, it } from 'vitest';
import type { FigureRow } from '../components/figure-table';
import { burdenRows, projectCostRows } from './breakdown-rows';
import demo from './fixtures/demo-calculations.json';

const fixtures = (demo as unknown as { name: string; summary: SummedFigures }[]).map(
  (f) => [f.name, f.summary] as const,
);

/** Each block's indented lines, in cents, against its bold total. */
function blocks(rows: FigureRow[], f: SummedFigures) {
  const out: { total: string; lines: number; sum: number }[] = [];
  let lines: number[] = [];
  for (const r of rows) {
    const value = r.figure ? f.total_assignment_calculation[r.figure] : (r.value ?? 0);
    if (r.heading) lines = [];
    else if (r.indent) lines.push(Math.round(value * 100));
    else if (r.strong && lines.length) {
      out.push({ total: r.label, lines: lines.reduce((a, b) => a + b, 0), sum: Math.round(value * 100) });
      lines = [];
    }
  }
  return out;
}

describe('the breakdown tables add up', () => {
  it.each(fixtures)(
    '%s: every block of the project cost sums to its total, within a cent a line',
    (_n, f) => {
      for (const b of blocks(projectCostRows(f).slice(0, -2), f)) {
        expect(Math.abs(b.lines - b.sum), b.total).toBeLessThanOrEqual(4);
      }
    },
  );

  it.each(fixtures)('%s: every block of the employer burden sums to its total', (_n, f) => {
    const found = blocks(burdenRows(f), f);
    expect(found.map((b) => b.total)).toContain('Total benefits');
    for (const b of found) expect(Math.abs(b.lines - b.sum), b.total).toBeLessThanOrEqual(6);
  });

  it('keeps headings and totals but drops zero lines', () => {
    const [, f] = fixtures[0]!;
    const labels = projectCostRows(f).map((r) => r.label);
    expect(labels).not.toContain('Bonus');
    expect(labels).toContain('Total wages');
  });
});
