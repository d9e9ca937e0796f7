import { describe, expect, it } from 'vitest';
import { fromCents, toCent, toCents } from './money';

describe('money in cents', () => {
  it('adds figures to the cent where floats drift: $0.10 + $0.20 is $0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });

  it('reads a figure whose float is a hair below its cents as those cents ($0.29 is 29 cents, 1,187.55 is 118,755)', () => {
    expect(0.29 * 100).toBeLessThan(29);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1187.55)).toBe(118755);
  });

  it('rounds a figure of more decimals to the nearest cent', () => {
    expect(toCent(26.2551)).toBe(26.26);
    expect(toCent(26.2549)).toBe(26.25);
    expect(toCent(-3.5)).toBe(-3.5);
  });
});
