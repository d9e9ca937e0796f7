import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { Q } from './reference/fraction';

/**
 * D keeps numerator and denominator in doubles while they are safe integers and in BigInts past 2^53. Every
 * operation must give the exact value either way: checked against the reference fractions (BigInt only)
 * with operands drawn around the 2^53 boundary, where a double product or sum silently rounds.
 */
const EDGE = 2 ** 53;
const integer = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
  fc.bigInt({ min: BigInt(EDGE) - 5000n, max: BigInt(EDGE) + 5000n }),
  fc.integer({ min: 1, max: 2 ** 26 }).map((x) => BigInt(x) * 100n),
);
const positive = fc.oneof(
  fc.constantFrom(1n, 7n, 52n, 100n, 2080n, 10n ** 12n),
  fc.bigInt({ min: 1n, max: 2n ** 60n }),
  fc.bigInt({ min: BigInt(EDGE) - 5000n, max: BigInt(EDGE) + 5000n }),
  fc.integer({ min: 1, max: 2 ** 27 }).map(BigInt),
);
const fraction = fc.tuple(integer, positive).map(([n, d]) => [BigInt(n), d] as const);

const same = (value: D, expected: Q) => {
  expect(value.bigN * expected.d).toBe(expected.n * value.bigD);
  expect(value.bigD > 0n).toBe(true);
  // The double form is used exactly when both parts are safe integers.
  const small = value.bn === null;
  expect(small).toBe(Number.isSafeInteger(Number(value.bigN)) && Number.isSafeInteger(Number(value.bigD)));
};

describe('D: exact in both forms (doubles and BigInts)', () => {
  it('add, sub, mul, div, cmp, floor and ceil agree with exact BigInt fractions', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fraction, fraction, ([an, ad], [bn, bd]) => {
        const a = new D(an, ad);
        const b = new D(bn, bd);
        const qa = Q.of(an, ad);
        const qb = Q.of(bn, bd);
        same(a.add(b), qa.add(qb));
        same(a.sub(b), qa.sub(qb));
        same(a.mul(b), qa.mul(qb));
        if (bn !== 0n) same(a.div(b), qa.div(qb));
        expect(a.cmp(b)).toBe(qa.cmp(qb));
        expect(a.ceil().bigN).toBe(qa.ceil());
        expect(a.floor().bigN).toBe(-Q.of(-an, ad).ceil());
        expect(a.isInteger()).toBe(an % ad === 0n);
      }),
      { numRuns: 5000 },
    );
  });

  it('a product or sum just past 2^53 moves to BigInts and stays exact', () => {
    const x = new D(2 ** 52 + 1);
    expect(x.bn).toBe(null);
    const doubled = x.add(x);
    expect(doubled.bigN).toBe(2n ** 53n + 2n);
    expect(doubled.bn).toBe(2n ** 53n + 2n);
    expect(x.mul(3).bigN).toBe(3n * (2n ** 52n + 1n));
    // Back in doubles once the value fits again.
    expect(doubled.sub(x).bn).toBe(null);
    expect(doubled.sub(x).n).toBe(2 ** 52 + 1);
  });

  it('zero is one value: never -0, never a BigInt form', () => {
    const x = new D('1.25');
    expect(Object.is(x.sub(x).n, 0)).toBe(true);
    expect(Object.is(new D(0).neg().n, 0)).toBe(true);
    expect(new D(0n, 2n ** 80n).isZero()).toBe(true);
    expect(Object.is(new D('-0.5').ceil().n, 0)).toBe(true);
  });
});
