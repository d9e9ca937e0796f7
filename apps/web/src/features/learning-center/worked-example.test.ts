import { describe, expect, it } from 'vitest';
import { computeWorkedExample } from './worked-example';

// The figures of docs/calculation-model.md#9-worked-example-vector-v1, which the Learning Center shows.
describe('Learning Center worked example', () => {
  it('is the documented warehouse associate, priced by the engine', () => {
    const ex = computeWorkedExample();
    expect(ex.time.total_hours).toBe(520);
    expect([ex.social_security, ex.medicare, ex.futa, ex.suta]).toEqual([806, 188.5, 42, 243]);
    expect(ex.employer_taxes).toBe(1279.5);
    expect(ex.total_employers_burden).toBe(1539.5);
    expect(ex.total_project_cost).toBe(14539.5);
    expect(ex.gross_profit).toBe(6260.5);
    expect(ex.gross_profit_percent).toBe(30.1);
    expect(ex.profitability.assignment_profit_per_hour).toBe(12.04);
  });
});
