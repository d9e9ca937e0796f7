import { EngineError } from './errors';

/**
 * The engine's number: an exact rational n / d (d > 0). Every figure is exact, so a value that is exactly
 * x.xx5 stays so however it was reached (divisions by 7, 52, 2,080 or a number of hours included), and
 * presentation rounds it once, half away from zero.
 *
 * Two forms, one value: while numerator and denominator are safe integers (|x| <= 2^53 - 1, nearly every
 * figure) they are kept as doubles, where integer arithmetic is exact as long as the result is still a safe
 * integer, which each operation checks; past that, as BigInts (`bn`, `bd`). Doubles cost no allocation and
 * no runtime call, BigInts both. Results return to doubles whenever they fit again.
 *
 * The API is the subset of decimal.js the engine and its callers use (`new D('24.50')`, add, sub, mul, div,
 * comparisons, toFixed, toNumber), so figures read as before. Fractions are not reduced on every operation
 * (most figures share a power of ten): only when a result would not fit in doubles, which then nearly always
 * brings it back into them.
 */
export class D {
  /** Rounding modes of `toFixed` and `toDecimalPlaces` (decimal.js's numbers). */
  static readonly ROUND_UP = 0;
  static readonly ROUND_DOWN = 1;
  static readonly ROUND_HALF_UP = 4;

  /** Numerator and denominator when both are safe integers (then bn is null); NaN otherwise. */
  readonly n: number;
  readonly d: number;
  /** Numerator and denominator as BigInts when they are not both safe integers; else null. */
  readonly bn: bigint | null;
  readonly bd: bigint | null;

  /** A number, decimal text ('24.50', '-1e-7') or another D; (n, d) bigints make n / d. */
  constructor(value: Num | bigint, d?: bigint) {
    // Internal: (n, d) safe integers, d > 0, from `small` (the constructor's type hides this form).
    if (typeof d === 'number') {
      this.n = value as number;
      this.d = d;
      this.bn = null;
      this.bd = null;
      return;
    }
    let n: bigint;
    let den: bigint;
    if (typeof value === 'bigint') {
      den = d ?? 1n;
      if (den === 0n) throw new RangeError('Division by zero');
      n = den < 0n ? -value : value;
      den = den < 0n ? -den : den;
    } else if (value instanceof D) {
      this.n = value.n;
      this.d = value.d;
      this.bn = value.bn;
      this.bd = value.bd;
      return;
    } else if (typeof value === 'number' && Number.isSafeInteger(value)) {
      this.n = value === 0 ? 0 : value; // never -0
      this.d = 1;
      this.bn = null;
      this.bd = null;
      return;
    } else {
      const plain = plainNumerator(typeof value === 'string' ? value : String(value));
      if (!Number.isNaN(plain)) {
        // Plain decimal text of at most 15 digits, the common input ('24.50'), read without a regex.
        this.n = plain;
        this.d = plainDen;
        this.bn = null;
        this.bd = null;
        return;
      }
      [n, den] = parse(value);
    }
    if (n === 0n || (fits(n) && den <= SAFE_BIG)) {
      this.n = Number(n);
      this.d = n === 0n ? 1 : Number(den);
      this.bn = null;
      this.bd = null;
    } else {
      this.n = Number.NaN;
      this.d = Number.NaN;
      this.bn = n;
      this.bd = den;
    }
  }

  /** The numerator as a BigInt, whichever the form. */
  get bigN(): bigint {
    return this.bn ?? BigInt(this.n);
  }

  /** The denominator as a BigInt, whichever the form. */
  get bigD(): bigint {
    return this.bd ?? BigInt(this.d);
  }

  /** The value as a double (relative error at most 2^-52 when small; may be infinite or NaN when huge). */
  approx(): number {
    return this.bn === null ? this.n / this.d : Number(this.bn) / Number(this.bd);
  }

  add(other: Num): D {
    const o = dec(other);
    if (o.n === 0) return this;
    if (this.n === 0) return o;
    if (this.bn === null && o.bn === null) return addSmall(this.n, this.d, o.n, o.d);
    return addBig(this.bigN, this.bigD, o.bigN, o.bigD);
  }

  sub(other: Num): D {
    const o = dec(other);
    if (o.n === 0) return this;
    if (this.bn === null && o.bn === null) return addSmall(this.n, this.d, -o.n, o.d);
    return addBig(this.bigN, this.bigD, -o.bigN, o.bigD);
  }

  mul(other: Num): D {
    const o = dec(other);
    if (this.n === 0 || o.n === 0) return ZERO;
    if (this.bn === null && o.bn === null) {
      if (o.d === 1 && o.n === 1) return this;
      const n = this.n * o.n;
      const d = this.d * o.d;
      if (n <= MAX && n >= -MAX && d <= MAX) return new small(n, d);
      return mulSmall(this.n, this.d, o.n, o.d);
    }
    return big(this.bigN * o.bigN, this.bigD * o.bigD);
  }

  div(other: Num): D {
    const o = dec(other);
    if (o.n === 0) throw new RangeError('Division by zero');
    if (this.n === 0) return ZERO;
    if (this.bn === null && o.bn === null) {
      const sign = o.n < 0 ? -1 : 1;
      const n = this.n * o.d * sign;
      const d = this.d * o.n * sign;
      if (n <= MAX && n >= -MAX && d <= MAX) return new small(n, d);
      return mulSmall(this.n, this.d, o.d * sign, o.n * sign);
    }
    const n = this.bigN * o.bigD;
    const d = this.bigD * o.bigN;
    return d < 0n ? big(-n, -d) : big(n, d);
  }

  neg(): D {
    if (this.n === 0) return this;
    return this.bn === null ? new small(-this.n, this.d) : new D(-this.bn, this.bd as bigint);
  }

  abs(): D {
    return this.isNeg() ? this.neg() : this;
  }

  cmp(other: Num): number {
    const o = dec(other);
    if (this.bn === null && o.bn === null) {
      if (this.d === o.d) return this.n < o.n ? -1 : this.n > o.n ? 1 : 0;
      const l = this.n * o.d;
      const r = o.n * this.d;
      if (l <= MAX && l >= -MAX && r <= MAX && r >= -MAX) return l < r ? -1 : l > r ? 1 : 0;
    }
    const l = this.bigN * o.bigD;
    const r = o.bigN * this.bigD;
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
    return this.n === 0;
  }
  isNeg(): boolean {
    return this.bn === null ? this.n < 0 : this.bn < 0n;
  }
  isInteger(): boolean {
    return this.bn === null ? this.n % this.d === 0 : this.bn % (this.bd as bigint) === 0n;
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
    if (this.bn === null) {
      const r = this.n % this.d; // exact in doubles, with the sign of n
      const q = (this.n - r) / this.d; // an exact multiple of d divided by d: exact
      return new small(r > 0 ? q + 1 : q === 0 ? 0 : q, 1);
    }
    const n = this.bn;
    const d = this.bd as bigint;
    const q = n / d;
    return new D(n > 0n && q * d !== n ? q + 1n : q);
  }

  /** The largest integer not above the value. */
  floor(): D {
    if (this.bn === null) {
      const r = this.n % this.d;
      const q = (this.n - r) / this.d;
      return new small(r < 0 ? q - 1 : q === 0 ? 0 : q, 1);
    }
    const n = this.bn;
    const d = this.bd as bigint;
    const q = n / d;
    return new D(n < 0n && q * d !== n ? q - 1n : q);
  }

  /** Rounded to `places` decimals: half away from zero unless told (ROUND_UP: away from zero; DOWN: toward). */
  toDecimalPlaces(places = 0, rounding: number = D.ROUND_HALF_UP): D {
    const scale = 10n ** BigInt(places);
    return new D(scaledRound(this.bigN, this.bigD, scale, rounding), scale);
  }

  /** Decimal text with exactly `places` decimals, rounded half away from zero unless told. */
  toFixed(places = 0, rounding: number = D.ROUND_HALF_UP): string {
    const q = scaledRound(this.bigN, this.bigD, 10n ** BigInt(places), rounding);
    const digits = (q < 0n ? -q : q).toString().padStart(places + 1, '0');
    const sign = q < 0n ? '-' : '';
    return places === 0 ? sign + digits : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  }

  /** The nearest double (exact for every presented figure). */
  toNumber(): number {
    if (this.bn === null && this.d === 1) return this.n;
    if (this.bd === 1n) return Number(this.bn);
    return Number(this.toFixed(20));
  }

  /** Exact decimal text when the value has one (denominator 2^a 5^b), else 40 significant digits. */
  toString(): string {
    const n = this.bigN;
    let d = this.bigD;
    if (d === 1n) return n.toString();
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
    const magnitude = (n < 0n ? -n : n) / this.bigD;
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

const SAFE = 1n << 53n;
/** The largest safe integer: every integer up to it, and every product or sum that stays under it, is exact. */
const MAX = Number.MAX_SAFE_INTEGER;
const SAFE_BIG = BigInt(MAX);
const fits = (x: bigint): boolean => x <= SAFE_BIG && x >= -SAFE_BIG;

/** n / d from safe integers, d > 0, n not -0: the constructor's internal form. */
const small = D as unknown as new (n: number, d: number) => D;

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

/**
 * n / d (d > 0, n not 0) reduced by their gcd, in whichever form fits: a result past 2^53 nearly always fits
 * in doubles again once reduced (the gcd of numbers this size costs a BigInt remainder or two).
 */
function big(n: bigint, d: bigint): D {
  const g = gcd(n, d);
  return g === 1n ? new D(n, d) : new D(n / g, d / g);
}

/**
 * a/b x c/d (safe integers, b and d > 0) whose plain product overflowed: cancel common factors (the
 * operands are not kept reduced) and try again in doubles, else multiply BigInts.
 */
function mulSmall(a: number, b: number, c: number, d: number): D {
  const ga = smallGcd(Math.abs(a), d);
  const gc = smallGcd(Math.abs(c), b);
  const a1 = a / ga;
  const d1 = d / ga;
  const c1 = c / gc;
  const b1 = b / gc;
  const g1 = smallGcd(Math.abs(a1), b1);
  const g2 = smallGcd(Math.abs(c1), d1);
  const n = (a1 / g1) * (c1 / g2);
  const den = (b1 / g1) * (d1 / g2);
  if (n <= MAX && n >= -MAX && den <= MAX) return new small(n, den);
  return big(BigInt(a) * BigInt(c), BigInt(b) * BigInt(d));
}

/** a/b + c/d in doubles when every step stays a safe integer, over their least common denominator. */
function addSmall(a: number, b: number, c: number, d: number): D {
  return addDoubles(a, b, c, d) ?? addReduced(a, b, c, d);
}

/** The sum overflowed doubles: reduce each operand (they are not kept reduced) and try again, else BigInts. */
function addReduced(a: number, b: number, c: number, d: number): D {
  const g1 = smallGcd(Math.abs(a), b);
  const g2 = smallGcd(Math.abs(c), d);
  const retried = g1 === 1 && g2 === 1 ? null : addDoubles(a / g1, b / g1, c / g2, d / g2);
  return retried ?? addBig(BigInt(a), BigInt(b), BigInt(c), BigInt(d));
}

/** a/b + c/d when every step stays a safe integer; null when one would not. */
function addDoubles(a: number, b: number, c: number, d: number): D | null {
  let n: number;
  let den: number;
  if (b === d) {
    n = a + c;
    den = b;
  } else if (b > d ? b % d === 0 : d % b === 0) {
    const la = b > d ? a : a * (d / b);
    const lc = b > d ? c * (b / d) : c;
    if (la > MAX || la < -MAX || lc > MAX || lc < -MAX) return null;
    n = la + lc;
    den = Math.max(b, d);
  } else {
    const g = smallGcd(b, d);
    const bg = b / g;
    const la = a * (d / g);
    const lc = c * bg;
    den = bg * d;
    if (la > MAX || la < -MAX || lc > MAX || lc < -MAX || den > MAX) return null;
    n = la + lc;
  }
  if (n > MAX || n < -MAX) return null;
  return n === 0 ? ZERO : new small(n, den);
}

/**
 * a / b + c / d over their least common denominator, so that sums of many figures (a page of results) keep
 * the denominator of their parts rather than the product of them all.
 */
function addBig(a: bigint, b: bigint, c: bigint, d: bigint): D {
  let n: bigint;
  let den: bigint;
  if (b > d ? b % d === 0n : d % b === 0n) {
    n = b > d ? a + c * (b / d) : a * (d / b) + c;
    den = b > d ? b : d;
  } else {
    const g = gcd(b, d);
    if (g === 1n) {
      n = a * d + c * b;
      den = b * d;
    } else {
      const bg = b / g;
      n = a * (d / g) + c * bg;
      den = bg * d;
    }
  }
  return n === 0n ? ZERO : big(n, den);
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

/** The denominator of the last plain decimal `plainNumerator` read (a scratch slot: no tuple allocated). */
let plainDen = 1;

/** Plain decimal text ('24.50', '-3', '.5') of at most 15 digits: its numerator, the denominator in plainDen; else NaN. */
function plainNumerator(text: string): number {
  const length = text.length;
  if (length === 0 || length > 17) return Number.NaN;
  const first = text.charCodeAt(0);
  let i = first === 45 || first === 43 ? 1 : 0; // '-' or '+'
  let n = 0;
  let den = 1;
  let digits = 0;
  let dot = false;
  for (; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits++;
      if (dot) den *= 10;
    } else if (c === 46 && !dot) dot = true;
    else return Number.NaN;
  }
  if (digits === 0 || digits > 15) return Number.NaN;
  plainDen = den;
  return first === 45 && n !== 0 ? -n : n;
}

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

export const ZERO = new D(0);
export const ONE = new D(1);
export const HUNDRED = new D(100);

/** value as a D; a literal 0 (comparisons with zero) without allocating. */
export const dec = (value: Num): D => (value instanceof D ? value : value === 0 ? ZERO : new D(value));

/** A percentage as entered (6.2) turned into its factor (0.062). */
export const pct = (value: Num): D => dec(value).div(HUNDRED);

export const min = (a: D, b: D): D => (a.lt(b) ? a : b);
export const max = (a: D, b: D): D => (a.gt(b) ? a : b);

/** a / b, or null when b is zero: per-day or per-hour figures of a zero-length schedule are not shown. */
export const divOrNull = (a: D, b: D): D | null => (b.isZero() ? null : a.div(b));

/** a + b; kept as a name for the places that add many mostly-zero cost lines. */
export const plus = (a: D, b: D): D => a.add(b);
