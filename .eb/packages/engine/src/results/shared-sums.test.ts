import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../decimal';
import { Q } from '../reference/fraction';
import { SharedSums } from './shared-sums';

/** Partial sums are kept in doubles while they are safe integers: past 2^53 they must move to BigInts exactly. */
describe('SharedSums', () => {
  it('sums exactly across denominators, counts and the 2^53 boundary', () => {
    const fraction = fc.tuple(
      fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n })),
      fc.constantFrom(1n, 7n, 52n, 100n, 10000n, 2n ** 60n + 1n),
      fc.integer({ min: 1, max: 3 }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(fraction, { maxLength: 60 }), { minLength: 1, maxLength: 3 }), (sums) => {
        const shared = new SharedSums();
        const slots = sums.map(() => shared.slot());
        const expected = sums.map(() => Q.of(0n));
        sums.forEach((terms, s) => {
          for (const [n, d, count] of terms) {
            shared.add(slots[s] as number, new D(BigInt(n), d), count);
            expected[s] = (expected[s] as Q).add(Q.of(BigInt(n) * BigInt(count), d));
          }
        });
        sums.forEach((_, s) => {
          const value = shared.value(slots[s] as number);
          const q = expected[s] as Q;
          expect(value.bigN * q.d).toBe(q.n * value.bigD);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a sum of safe integers past 2^53 stays exact', () => {
    const shared = new SharedSums();
    const slot = shared.slot();
    const big = new D(Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < 5; i++) shared.add(slot, big, 3);
    shared.add(slot, new D('0.01'));
    expect(shared.value(slot).toFixed(2)).toBe(`${15n * BigInt(Number.MAX_SAFE_INTEGER)}.01`);
  });
  it('sums exactly when partial sums over many large denominators carry past doubles', () => {
    // The hours-taxed shape: quotients with a large denominator each, numerators near 2^53, so partial sums
    // carry into BigInts, and the shared denominator grows with nearly every figure.
    const term = fc.tuple(
      fc.integer({ min: 2 ** 52, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1, max: 2 }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 2, max: 4 }),
        (terms, slotCount) => {
          const shared = new SharedSums();
          const slots = Array.from({ length: slotCount }, () => shared.slot());
          const expected = slots.map(() => Q.of(0n));
          terms.forEach(([n, d, count, negative], i) => {
            const s = i % slotCount;
            const den = 1_000_003 * d; // few distinct denominators: partial sums overflow and carry
            const num = negative ? -n : n;
            shared.add(slots[s] as number, new D(BigInt(num), BigInt(den)), count);
            expected[s] = (expected[s] as Q).add(Q.of(BigInt(num) * BigInt(count), BigInt(den)));
          });
          slots.forEach((slot, s) => {
            const value = shared.value(slot);
            const q = expected[s] as Q;
            expect(value.bigN * q.d).toBe(q.n * value.bigD);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
