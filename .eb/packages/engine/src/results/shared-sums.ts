import { D, gcd } from '../decimal';

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * Many exact sums over one shared denominator, for adding up a page of results. Figures are added in doubles,
 * one partial sum per distinct denominator (a page has few), while every numerator and partial sum is a safe
 * integer, so adding is a lookup and an addition without allocation. The partial sums are brought over the
 * shared denominator, a multiple of every figure's (a gcd each time a new one is seen), in BigInts once per
 * sum in `value`. A partial sum that would overflow doubles carries into a BigInt partial over the same
 * denominator (a word or two, cheap), not into the shared one, whose numerators can be hundreds of digits
 * long when the figures are quotients. Adding unlike fractions one by one would need a gcd per figure.
 */
export class SharedSums {
  private den = 1n;
  /** The BigInt part of each sum, over den. */
  private readonly nums: bigint[] = [];
  /** den / d for the denominators d seen since den last grew (d as a double when a safe integer, else as a BigInt). */
  private readonly scale = new Map<bigint | number, bigint>();
  /** The small denominators seen, and their index in each sum's partial sums. */
  private readonly dens: number[] = [];
  private readonly denIndex = new Map<number, number>();
  /** For each sum, its partial sums in doubles by denominator index (exact: every one a safe integer). */
  private readonly partials: number[][] = [];
  /** For each sum, what its partial sums carried when they would have overflowed doubles, by the same index. */
  private readonly carries: bigint[][] = [];

  /** A new sum, 0 so far; the number names it. */
  slot(): number {
    this.nums.push(0n);
    this.partials.push([]);
    this.carries.push([]);
    return this.nums.length - 1;
  }

  /** Adds value x count to a sum. */
  add(slot: number, value: D, count = 1): void {
    if (value.n === 0) return;
    if (value.bn === null) {
      let i = this.denIndex.get(value.d);
      if (i === undefined) {
        i = this.dens.length;
        this.dens.push(value.d);
        this.denIndex.set(value.d, i);
      }
      const row = this.partials[slot] as number[];
      const n = value.n * count;
      const sum = (row[i] ?? 0) + n;
      if (n <= MAX && n >= -MAX) {
        if (sum <= MAX && sum >= -MAX) {
          row[i] = sum;
          return;
        }
        const carry = this.carries[slot] as bigint[];
        carry[i] = (carry[i] ?? 0n) + BigInt(row[i] ?? 0) + BigInt(n);
        row[i] = 0;
        return;
      }
    }
    this.addBig(slot, value.bd ?? value.d, value.bigD, value.bigN * BigInt(count));
  }

  value(slot: number): D {
    const row = this.partials[slot] as number[];
    const carry = this.carries[slot] as bigint[];
    for (let i = 0; i < row.length || i < carry.length; i++) {
      const partial = BigInt(row[i] ?? 0) + (carry[i] ?? 0n);
      if (partial !== 0n) {
        const d = this.dens[i] as number;
        this.addBig(slot, d, BigInt(d), partial);
        row[i] = 0;
        carry[i] = 0n;
      }
    }
    return new D(this.nums[slot] as bigint, this.den);
  }

  /** Adds n / d to a sum's BigInt part; key is d in the form `scale` is keyed by. */
  private addBig(slot: number, key: bigint | number, d: bigint, n: bigint): void {
    const factor = this.scale.get(key) ?? this.grow(key, d);
    this.nums[slot] = (this.nums[slot] as bigint) + n * factor;
  }

  /** Makes den a multiple of d, rescaling every sum, and returns den / d. */
  private grow(key: bigint | number, d: bigint): bigint {
    if (this.den % d !== 0n) {
      const by = d / gcd(this.den, d);
      this.den *= by;
      for (let i = 0; i < this.nums.length; i++)
        if (this.nums[i] !== 0n) this.nums[i] = (this.nums[i] as bigint) * by;
      // The cached factors are for the old den: dropped, not rescaled. A page of hours-taxed figures brings
      // a new denominator with nearly every result, and rescaling every factor each time was quadratic.
      this.scale.clear();
    }
    const factor = this.den / d;
    this.scale.set(key, factor);
    return factor;
  }
}
