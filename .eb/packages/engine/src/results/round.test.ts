import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../decimal';
import { round, roundQuotient } from './round';

/** decimal.js at high precision: an independent check of parsing and half-up rounding of decimals. */
const Big = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
const halfUp = (text: string, places: number) =>
  Number(new Big(text).toFixed(places, Decimal.ROUND_HALF_UP)) || 0;

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

  it('agrees with decimal.js half-up for any decimal and places 0 to 4', () => {
    const digits = fc.stringMatching(/^[1-9]\d{0,30}$/);
    fc.assert(
      fc.property(
        digits,
        fc.integer({ min: -25, max: 16 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (m, exp, neg, places) => {
          const text = `${neg ? '-' : ''}${m}e${exp}`;
          expect(round(new D(text), places)).toBe(halfUp(text, places));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rounds exact ties reached by division up: (cents + 0.5) / 100, and thirds to 4 places', () => {
    for (let cents = 1; cents < 2000; cents++) {
      const tie = new D(cents).add('0.5').div(100); // x.xx5 exactly
      expect(round(tie, 2)).toBe((cents + 1) / 100);
      expect(round(tie.neg(), 2)).toBe(-(cents + 1) / 100);
      const third = new D(cents).div(3);
      expect(round(third, 4)).toBe(halfUp(String(cents / 3), 4));
    }
  });
});

describe('roundQuotient (per-hour figures) is the exact quotient rounded half away from zero', () => {
  it('for any amount and hours', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,12}\.\d{1,6}$/),
        fc.stringMatching(/^[1-9]\d{0,4}(\.\d{1,4})?$/),
        fc.boolean(),
        (amount, hours, neg) => {
          const x = new D(`${neg ? '-' : ''}${amount}`);
          const t = new D(hours);
          const expected = Number(new Big(x.toString()).div(hours).toFixed(2, Decimal.ROUND_HALF_UP)) || 0;
          expect(roundQuotient(x, t, 2)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on a tie and a hair either side of it, with hours that are no short decimal (520 / 3)', () => {
    const t = new D(520).div(3);
    for (const cents of [1, 47, 1999, 123456]) {
      const tie = new D(cents).add('0.5').div(100); // x.xx5
      expect(roundQuotient(tie.mul(t), t, 2)).toBe((cents + 1) / 100);
      expect(roundQuotient(tie.add('1e-30').mul(t), t, 2)).toBe((cents + 1) / 100);
      expect(roundQuotient(tie.sub('1e-30').mul(t), t, 2)).toBe(cents / 100);
    }
  });
});
