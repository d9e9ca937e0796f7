import { D, gcd } from '../decimal';

/**
 * Many exact sums over one shared denominator, for adding up a page of results: the denominator grows to a
 * multiple of every figure's denominator once (a gcd each time a new one is seen), and after that each
 * addition is a lookup, a multiplication and an addition, where adding unlike fractions one by one needs a
 * gcd per figure.
 */
export class SharedSums {
  private den = 1n;
  private readonly nums: bigint[] = [];
  /** den / d for each denominator d seen. */
  private readonly scale = new Map<bigint, bigint>();

  /** A new sum, 0 so far; the number names it. */
  slot(): number {
    this.nums.push(0n);
    return this.nums.length - 1;
  }

  /** Adds value x count to a sum. */
  add(slot: number, value: D, count = 1): void {
    if (value.n === 0n) return;
    const factor = this.scale.get(value.d) ?? this.grow(value.d);
    const n = value.n * factor;
    this.nums[slot] = (this.nums[slot] as bigint) + (count === 1 ? n : n * BigInt(count));
  }

  value(slot: number): D {
    return new D(this.nums[slot] as bigint, this.den);
  }

  /** Makes den a multiple of d, rescaling every sum, and returns den / d. */
  private grow(d: bigint): bigint {
    if (this.den % d !== 0n) {
      const by = d / gcd(this.den, d);
      this.den *= by;
      for (let i = 0; i < this.nums.length; i++)
        if (this.nums[i] !== 0n) this.nums[i] = (this.nums[i] as bigint) * by;
      for (const [key, factor] of this.scale) this.scale.set(key, factor * by);
    }
    const factor = this.den / d;
    this.scale.set(d, factor);
    return factor;
  }
}
