/**
 * Exact rational numbers over BigInt, for the reference model only (tests). Deliberately simple: no
 * precision, no rounding until `toRounded`, which rounds half away from zero.
 */
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const REDUCE_FROM = 1n << 64n;

export class Q {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static of(n: bigint, d = 1n): Q {
    if (d === 0n) throw new RangeError('division by zero');
    if (d < 0n) [n, d] = [-n, -d];
    if (d < REDUCE_FROM) return new Q(n, d); // unreduced is as exact, and much cheaper
    const g = gcd(n, d);
    return g === 1n ? new Q(n, d) : new Q(n / g, d / g);
  }

  /** Exact value of decimal text ('12.50', '-3', '1e-7') or of a number via its shortest decimal text. */
  static parse(value: string | number | { toString(): string }): Q {
    const text = String(value).trim();
    const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
    if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`not a number: ${text}`);
    const [, sign, whole, fraction = '', exponent = '0'] = match;
    let n = BigInt(`${whole}${fraction}` || '0');
    let d = 10n ** BigInt(fraction.length);
    const e = Number(exponent);
    if (e >= 0) n *= 10n ** BigInt(e);
    else d *= 10n ** BigInt(-e);
    return Q.of(sign === '-' ? -n : n, d);
  }

  static int(value: number): Q {
    return new Q(BigInt(value), 1n);
  }

  add(o: Q): Q {
    return this.d === o.d ? Q.of(this.n + o.n, this.d) : Q.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q): Q {
    return this.add(o.neg());
  }
  mul(o: Q): Q {
    return Q.of(this.n * o.n, this.d * o.d);
  }
  div(o: Q): Q {
    return Q.of(this.n * o.d, this.d * o.n);
  }
  neg(): Q {
    return new Q(-this.n, this.d);
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  cmp(o: Q): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  min(o: Q): Q {
    return this.cmp(o) <= 0 ? this : o;
  }
  max(o: Q): Q {
    return this.cmp(o) >= 0 ? this : o;
  }
  /** Smallest integer not below this value. */
  ceil(): bigint {
    const q = this.n / this.d;
    return this.n > 0n && q * this.d !== this.n ? q + 1n : q;
  }

  /** Rounded half away from zero to `places` decimals, as a JS number (exact for the figures' sizes). */
  toRounded(places: number): number {
    const scale = 10n ** BigInt(places);
    const negative = this.n < 0n;
    const a = (negative ? -this.n : this.n) * scale;
    let q = a / this.d;
    if ((a % this.d) * 2n >= this.d) q += 1n;
    const value = Number(q) / 10 ** places; // exact enough: q is far below 2^53 for every figure
    return negative && value !== 0 ? -value : value;
  }
}

export const Q0 = Q.int(0);
export const Q1 = Q.int(1);
export const Q100 = Q.int(100);
