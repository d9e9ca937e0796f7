import { D } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { centsText, fromCents, toCent, toCents } from './money';

describe('money in cents', () => {
  it('adds figures to the cent where floats drift: $0.10 + $0.20 is $0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });

  it('reads a figure whose float is a hair below its cents as those cents ($0.29 is 29 cents, 1,187.55 is 118,755)', () => {
    expect(0.29 * 100).toBeLessThan(29);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1187.55)).toBe(118755);
    expect(toCents(-1187.55)).toBe(-118755);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('rounds a figure of more decimals to the nearest cent', () => {
    expect(toCent(26.2551)).toBe(26.26);
    expect(toCent(26.2549)).toBe(26.25);
    expect(toCent(-3.5)).toBe(-3.5);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(-0.004)).toBe(0);
  });

  // docs/calculation-model.md#1-numbers-and-rounding: once, half away from zero, from the exact value.
  it('rounds half a cent away from zero, from the decimal a number prints as', () => {
    // The doubles of 1.005, 1.255 and 0.285 lie just below them: x * 100 rounds to 100, 125 and 28.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(Math.round(1.255 * 100)).toBe(125);
    expect(Math.round(0.285 * 100)).toBe(28);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.255)).toBe(126);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(0.005)).toBe(1);
    // Math.round takes a negative half up (-12.5 to -12); away from zero is -13.
    expect(Math.round(-0.125 * 100)).toBe(-12);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(-0.005)).toBe(-1);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(39.525)).toBe(3953);
  });

  it('reads decimal text and exponents exactly', () => {
    expect(toCents('24.50')).toBe(2450);
    expect(toCents('1234.505')).toBe(123451);
    expect(toCents('1234.50499999999')).toBe(123450);
    expect(toCents('-0.015')).toBe(-2);
    expect(toCents('+7')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('12345678901.235')).toBe(1234567890124);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1.5e-2)).toBe(2);
    expect(toCents('2.5e3')).toBe(250000);
    expect(toCents(1e21)).toBe(1e23);
    expect(() => toCents('12,50')).toThrow('Not an amount: 12,50');
    expect(() => toCents('')).toThrow(RangeError);
  });

  it('rounds an engine figure from its exact fraction: 1/200 is half a cent, 1/3 a third of a dollar', () => {
    expect(toCents(new D(1).div(200))).toBe(1);
    expect(toCents(new D(-1).div(200))).toBe(-1);
    expect(toCents(new D(1).div(3))).toBe(33);
    expect(toCents(new D(2).div(3))).toBe(67);
    // 0.00499999...: below half a cent whatever its fourth decimal would round to.
    expect(toCents(new D(4999999).div(1e9))).toBe(0);
    expect(toCents(new D('26.35').mul('1.5'))).toBe(3953);
  });

  it('leaves NaN and infinities as they are', () => {
    expect(toCents(Number.NaN)).toBeNaN();
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('writes cents as decimal-dollar text', () => {
    expect(centsText(123450)).toBe('1234.50');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(100)).toBe('1.00');
  });
});
