import { describe, expect, it } from 'vitest';
import { MAX_PRICED_SEATS, monthlySeatCents, periodTotalCents, yearlySeatMonthCents } from './pricing';

describe('seat prices', () => {
  it('charges $49 for one seat, $1 less every two seats, $39 at twenty', () => {
    expect(monthlySeatCents(1)).toBe(4900);
    expect(monthlySeatCents(2)).toBe(4800);
    expect(monthlySeatCents(3)).toBe(4800);
    expect(monthlySeatCents(4)).toBe(4700);
    expect(monthlySeatCents(MAX_PRICED_SEATS)).toBe(3900);
  });

  it('bills yearly at 88% of monthly, to the cent', () => {
    expect(yearlySeatMonthCents(1)).toBe(4312);
    expect(yearlySeatMonthCents(2)).toBe(4224);
    expect(yearlySeatMonthCents(20)).toBe(3432);
    for (let seats = 1; seats <= MAX_PRICED_SEATS; seats++) {
      expect(Number.isInteger(yearlySeatMonthCents(seats))).toBe(true);
    }
  });

  it('totals seats times the seat price of the period', () => {
    expect(periodTotalCents(5, 'monthly')).toBe(5 * 4700);
    expect(periodTotalCents(20, 'yearly')).toBe(20 * 3432 * 12);
  });
});
