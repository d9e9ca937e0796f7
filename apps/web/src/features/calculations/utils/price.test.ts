import type { SummedFigures } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { describe, expect, it } from 'vitest';
import demo from './fixtures/demo-calculations.json';
import { pricePersons, sumSelection } from './price';

/**
 * Two seeded demo calculations as the API returned them (inputs, snapshot, stored results): three Dallas
 * pickers and forklift operators, and a travel nurse with a stipend, 401k, healthcare and an MSP fee.
 */
type Fixture = {
  person_list: never[];
  rate_snapshot: PricingSnapshot;
  summary: SummedFigures;
  persons: { total_assignment_calculation: Record<string, number>[] }[];
};
const fixtures = demo as unknown as Fixture[];

const all = (f: Fixture) => ({
  persons: f.person_list.map((_, i) => i),
  states: [
    ...new Set(
      f.person_list.flatMap((p: { wc_states: { state_id: string }[] }) =>
        p.wc_states.map((l) => String(l.state_id)),
      ),
    ),
  ],
});

describe('pricing a stored calculation in the browser', () => {
  it.each(fixtures.map((f) => [(f as unknown as { name: string }).name, f] as const))(
    'reproduces the stored summary of %s to the cent when everything is selected',
    (_name, f) => {
      const priced = pricePersons(f.person_list, f.rate_snapshot);
      const sum = sumSelection(priced, all(f))!;
      expect(sum.total_assignment_calculation).toEqual(f.summary.total_assignment_calculation);
      expect(sum.base_hour_calculation).toEqual(f.summary.base_hour_calculation);
      expect(sum.gross_profit_percent).toBe(f.summary.gross_profit_percent);
      expect(sum.profitability).toEqual(f.summary.profitability);
      expect(sum.hours_taxed).toEqual(f.summary.hours_taxed);
      expect(sum.breakdown).toEqual(f.summary.breakdown);
    },
  );

  it('gives one person alone exactly that person’s stored figures', () => {
    const f = fixtures[0]!;
    const priced = pricePersons(f.person_list, f.rate_snapshot);
    const forklift = sumSelection(priced, { persons: [2], states: all(f).states })!;
    expect(forklift.total_assignment_calculation).toEqual(f.persons[2]!.total_assignment_calculation[0]);
  });

  it('sums two of three persons from unrounded figures: revenue adds, per-hour profit is re-derived', () => {
    const f = fixtures[0]!;
    const priced = pricePersons(f.person_list, f.rate_snapshot);
    const states = all(f).states;
    const one = sumSelection(priced, { persons: [0], states })!;
    const two = sumSelection(priced, { persons: [0, 2], states })!;
    const forklift = f.persons[2]!.total_assignment_calculation[0]!;
    // 12 weeks x 50 h: 480 regular h x $26.25 + 120 overtime h x $39.375 = $17,325 for a picker;
    // the forklift operator bills $30.50: 480 x 30.50 + 120 x 45.75 = $20,130. Together $37,455.
    expect(one.total_assignment_calculation.total_revenue).toBe(17325);
    expect(two.total_assignment_calculation.total_revenue).toBe(17325 + forklift.total_revenue!);
    expect(two.time.total_hours).toBe(1200);
    expect(two.profitability.assignment_profit_per_hour).toBeCloseTo(
      two.total_assignment_calculation.gross_profit / 1200,
      2,
    );
  });

  it('is empty when the selected states hold none of the selected persons', () => {
    const f = fixtures[0]!;
    const priced = pricePersons(f.person_list, f.rate_snapshot);
    expect(sumSelection(priced, { persons: [0], states: ['999'] })).toBeNull();
  });
});
