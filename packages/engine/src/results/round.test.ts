import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../decimal';
import { approx, round, roundQuotient } from './round';

describe('round (presentation, once per figure)', () => {
  it.each([
    ['0.125', 2, 0.13], // half-up, not banker's rounding
    ['0.135', 2, 0.14],
    ['2.675', 2, 2.68], // a binary float would give 2.67
    ['-0.125', 2, -0.13], // ties go away from zero
    ['-0.001', 2, 0], // never -0
    ['8.85714285714', 4, 8.8571],
    ['1234567890123.455', 2, 1234567890123.46],
  ])('%s to %i places = %d', (value, places, expected) => {
    const n = round(new D(value), places);
    expect(n).toBe(expected);
    expect(Object.is(n, -0)).toBe(false);
  });
});

describe('round agrees with decimal.js toFixed half-up', () => {
  it('for any value and places 0 to 4', () => {
    const digits = fc.stringMatching(/^[1-9]\d{0,30}$/);
    fc.assert(
      fc.property(
        digits,
        fc.integer({ min: -25, max: 16 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (m, exp, neg, places) => {
          const value = new D(`${neg ? '-' : ''}${m}e${exp}`);
          const expected = Number(value.toFixed(places, D.ROUND_HALF_UP));
          expect(round(value, places)).toBe(expected === 0 ? 0 : expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('on ties built from divisions', () => {
    for (let cents = 1; cents < 2000; cents++) {
      const value = new D(cents).add('0.5').div(100); // x.xx5 exactly
      expect(round(value, 2)).toBe(Number(value.toFixed(2, D.ROUND_HALF_UP)));
      const third = new D(cents).div(3);
      expect(round(third, 4)).toBe(Number(third.toFixed(4, D.ROUND_HALF_UP)));
    }
  });
});

describe('roundQuotient (per-hour figures) agrees with the exact quotient rounded half-up', () => {
  const exactly = (x: InstanceType<typeof D>, t: InstanceType<typeof D>) =>
    Number(x.div(t).toFixed(2, D.ROUND_HALF_UP)) || 0;

  it('for any amount and hours', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,12}\.\d{1,6}$/),
        fc.stringMatching(/^[1-9]\d{0,4}(\.\d{1,4})?$/),
        fc.boolean(),
        (amount, hours, neg) => {
          const x = new D(`${neg ? '-' : ''}${amount}`);
          const t = new D(hours);
          expect(roundQuotient(x, approx(t), 2, () => x.div(t))).toBe(exactly(x, t));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('a hair either side of a tie, where the double alone cannot tell', () => {
    const t = new D('173.3333333333333333333'); // hours of a 40-hour month: not a short decimal
    for (const cents of [1, 47, 1999, 123456]) {
      const tie = new D(cents).add('0.5').div(100); // x.xx5
      for (const nudge of ['0', '1e-25', '-1e-25']) {
        const x = tie.add(nudge).mul(t);
        expect(roundQuotient(x, approx(t), 2, () => x.div(t))).toBe(exactly(x, t));
      }
    }
  });
});
