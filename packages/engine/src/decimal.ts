import { EngineError } from './errors';

/**
 * The engine's number: an exact rational n / d over BigInt (d > 0). Every figure is exact, so a value that
 * is exactly x.xx5 stays so however it was reached (divisions by 7, 52, 2,080 or a number of hours included),
 * and presentation rounds it once, half away from zero. BigInt arithmetic on numbers of this size is also
 * several times faster than 40-digit decimal arithmetic.
 *
 * The API is the subset of decimal.js the engine and its callers use (`new D('24.50')`, add, sub, mul, div,
 * comparisons, toFixed, toNumber), so figures read as before. Fractions are not reduced on every operation:
 * only when a denominator grows past 2^96 (reducing costs a gcd; most figures share a power of ten).
 */
export class D {
  /** Rounding modes of `toFixed` and `toDecimalPlaces` (decimal.js's numbers). */
  static readonly ROUND_UP = 0;
  static readonly ROUND_DOWN = 1;
  static readonly ROUND_HALF_UP = 4;

  readonly n: bigint;
  readonly d: bigint;

  /** A number, decimal text ('24.50', '-1e-7') or another D; (n, d) bigints make n / d. */
  constructor(value: Num | bigint, d?: bigint) {
    if (typeof value === 'bigint') {
      const den = d ?? 1n;
      if (den === 0n) throw new RangeError('Division by zero');
      if (den < 0n) {
        this.n = -value;
        this.d = -den;
      } else {
        this.n = value;
        this.d = den;
      }
      return;
    }
    if (value instanceof D) {
      this.n = value.n;
      this.d = value.d;
      return;
    }
    const parsed = parse(value);
    this.n = parsed[0];
    this.d = parsed[1];
  }

  add(other: Num): D {
    const o = dec(other);
    if (o.n === 0n) return this;
    if (this.n === 0n) return o;
    return this.d === o.d ? new D(this.n + o.n, this.d) : addUnlike(this.n, this.d, o.n, o.d);
  }

  sub(other: Num): D {
    const o = dec(other);
    if (o.n === 0n) return this;
    return this.d === o.d ? new D(this.n - o.n, this.d) : addUnlike(this.n, this.d, -o.n, o.d);
  }

  mul(other: Num): D {
    const o = dec(other);
    if (this.n === 0n || o.n === 0n) return ZERO;
    if (o.d === 1n) return o.n === 1n ? this : new D(this.n * o.n, this.d);
    return reduced(this.n * o.n, this.d * o.d);
  }

  div(other: Num): D {
    const o = dec(other);
    if (o.n === 0n) throw new RangeError('Division by zero');
    if (this.n === 0n) return ZERO;
    const n = this.n * o.d;
    const d = this.d * o.n;
    return d < 0n ? reduced(-n, -d) : reduced(n, d);
  }

  neg(): D {
    return new D(-this.n, this.d);
  }

  abs(): D {
    return this.n < 0n ? this.neg() : this;
  }

  cmp(other: Num): number {
    const o = dec(other);
    const l = this.d === o.d ? this.n : this.n * o.d;
    const r = this.d === o.d ? o.n : o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  comparedTo(other: Num): number {
    return this.cmp(other);
  }
  eq(other: Num): boolean {
    return this.cmp(other) === 0;
  }
  gt(other: Num): boolean {
    return this.cmp(other) > 0;
  }
  gte(other: Num): boolean {
    return this.cmp(other) >= 0;
  }
  lt(other: Num): boolean {
    return this.cmp(other) < 0;
  }
  lte(other: Num): boolean {
    return this.cmp(other) <= 0;
  }

  isZero(): boolean {
    return this.n === 0n;
  }
  isNeg(): boolean {
    return this.n < 0n;
  }
  isInteger(): boolean {
    return this.d === 1n || this.n % this.d === 0n;
  }
  /** Always finite: there is no NaN or infinity (dividing by zero throws). */
  isFinite(): boolean {
    return true;
  }
  isNaN(): boolean {
    return false;
  }

  /** The smallest integer not below the value. */
  ceil(): D {
    const q = this.n / this.d;
    return new D(this.n > 0n && q * this.d !== this.n ? q + 1n : q);
  }

  /** The largest integer not above the value. */
  floor(): D {
    const q = this.n / this.d;
    return new D(this.n < 0n && q * this.d !== this.n ? q - 1n : q);
  }

  /** Rounded to `places` decimals: half away from zero unless told (ROUND_UP: away from zero; DOWN: toward). */
  toDecimalPlaces(places = 0, rounding: number = D.ROUND_HALF_UP): D {
    const scale = 10n ** BigInt(places);
    return new D(scaledRound(this.n, this.d, scale, rounding), scale);
  }

  /** Decimal text with exactly `places` decimals, rounded half away from zero unless told. */
  toFixed(places = 0, rounding: number = D.ROUND_HALF_UP): string {
    const q = scaledRound(this.n, this.d, 10n ** BigInt(places), rounding);
    const digits = (q < 0n ? -q : q).toString().padStart(places + 1, '0');
    const sign = q < 0n ? '-' : '';
    return places === 0 ? sign + digits : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  }

  /** The nearest double (exact for every presented figure). */
  toNumber(): number {
    if (this.d === 1n) return Number(this.n);
    return Number(this.toFixed(20));
  }

  /** Exact decimal text when the value has one (denominator 2^a 5^b), else 40 significant digits. */
  toString(): string {
    if (this.d === 1n) return this.n.toString();
    let d = this.d;
    let places = 0;
    while (d % 10n === 0n) {
      d /= 10n;
      places++;
    }
    while (d % 2n === 0n || d % 5n === 0n) {
      d /= d % 2n === 0n ? 2n : 5n;
      places++;
      if (places > 60) break;
    }
    if (d === 1n) return trimZeros(this.toFixed(places, D.ROUND_DOWN));
    const magnitude = (this.n < 0n ? -this.n : this.n) / this.d;
    const wholeDigits = magnitude === 0n ? 0 : magnitude.toString().length;
    return trimZeros(this.toFixed(Math.max(40 - wholeDigits, 0)));
  }

  toJSON(): string {
    return this.toString();
  }

  valueOf(): string {
    return this.toString();
  }
}

export type Dec = D;

/** What an input amount may be: exact text ('12.5'), a JS number, or a D. */
export type Num = string | number | D;

const LIMIT = 1n << 128n;
const SAFE = 1n << 53n;

/** Greatest common divisor of two non-negative safe integers, in doubles (fast). */
function smallGcd(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y >= SAFE) {
    const r = x % y;
    x = y;
    y = r;
  }
  if (y === 0n) return x;
  // Once the smaller is a safe integer, one BigInt remainder brings both there.
  return BigInt(smallGcd(Number(y), Number(x % y)));
}

/** n / d (d > 0), reduced by their gcd only once the denominator grows large. */
function reduced(n: bigint, d: bigint): D {
  if (d > LIMIT) {
    const g = gcd(n, d);
    if (g !== 1n) return new D(n / g, d / g);
  }
  return new D(n, d);
}

/**
 * a / b + c / d over their least common denominator, so that sums of many figures (a page of results) keep
 * the denominator of their parts rather than the product of them all.
 */
function addUnlike(a: bigint, b: bigint, c: bigint, d: bigint): D {
  if (b > d ? b % d === 0n : d % b === 0n) {
    return b > d ? new D(a + c * (b / d), b) : new D(a * (d / b) + c, d);
  }
  const g = gcd(b, d);
  if (g === 1n) return reduced(a * d + c * b, b * d);
  const bg = b / g;
  return new D(a * (d / g) + c * bg, bg * d);
}

/** |n| / d x scale rounded to an integer by `rounding`, with the sign of n. */
function scaledRound(n: bigint, d: bigint, scale: bigint, rounding: number): bigint {
  const negative = n < 0n;
  const a = (negative ? -n : n) * scale;
  let q = a / d;
  const r = a - q * d;
  if (r !== 0n) {
    if (rounding === D.ROUND_UP) q += 1n;
    else if (rounding === D.ROUND_HALF_UP && r * 2n >= d) q += 1n;
  }
  return negative ? -q : q;
}

const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const POWERS_OF_TEN: bigint[] = Array.from({ length: 24 }, (_, i) => 10n ** BigInt(i));
const pow10 = (k: number): bigint => POWERS_OF_TEN[k] ?? 10n ** BigInt(k);

function parse(value: string | number): [bigint, bigint] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new EngineError(`Not a finite number: ${value}`, undefined, 'out_of_range');
    if (Number.isSafeInteger(value)) return [BigInt(value), 1n];
  }
  const text = String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) throw new EngineError(`Not a number: ${text}`);
  let n = BigInt(whole + fraction);
  let d = pow10(fraction.length);
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (Math.abs(exponent) > 400) throw new EngineError(`Out of range: ${text}`, undefined, 'out_of_range');
  if (exponent > 0) n *= pow10(exponent);
  else if (exponent < 0) d *= pow10(-exponent);
  if (match[1] === '-') n = -n;
  return [n, d];
}

export const ZERO = new D(0n);
export const ONE = new D(1n);
export const HUNDRED = new D(100n);

export const dec = (value: Num): D => (value instanceof D ? value : new D(value));

/** A percentage as entered (6.2) turned into its factor (0.062). */
export const pct = (value: Num): D => dec(value).div(HUNDRED);

export const min = (a: D, b: D): D => (a.lt(b) ? a : b);
export const max = (a: D, b: D): D => (a.gt(b) ? a : b);

/** a / b, or null when b is zero: per-day or per-hour figures of a zero-length schedule are not shown. */
export const divOrNull = (a: D, b: D): D | null => (b.isZero() ? null : a.div(b));

/** a + b; kept as a name for the places that add many mostly-zero cost lines. */
export const plus = (a: D, b: D): D => a.add(b);
