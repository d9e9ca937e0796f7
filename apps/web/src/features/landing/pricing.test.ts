import { describe, expect, it } from 'vitest';
import { monthlySeatPrice, yearlySeatPrice } from './pricing';

describe('seat pricing (docs/product/billing.md#seat-prices)', () => {
  it('is $49 at one seat and $39 at twenty, falling by $1 every two seats', () => {
    expect(monthlySeatPrice(1)).toBe(49);
    expect(monthlySeatPrice(2)).toBe(48);
    expect(monthlySeatPrice(3)).toBe(48);
    expect(monthlySeatPrice(4)).toBe(47);
    expect(monthlySeatPrice(20)).toBe(39);
  });
  it('bills yearly at 88% of monthly: 43.12 at one seat, 34.32 at twenty', () => {
    expect(yearlySeatPrice(1)).toBe(43.12);
    expect(yearlySeatPrice(20)).toBe(34.32);
  });
});
