import { type Dec, ONE } from './decimal';

/**
 * A quantity kept as num / den with short num and den (weeks from dates are days / 7, months are
 * weeks x 12 / 52). Multiplying by num before dividing by den keeps figures exact where they can be (3 months
 * are exactly 13 weeks), and dividing by a short num is several times faster than by a 40-digit quotient.
 */
export interface Ratio {
  num: Dec;
  den: Dec;
  /** num / den at full precision, for comparisons and presentation. */
  value: Dec;
}

export const ratio = (num: Dec, den: Dec = ONE): Ratio => ({
  num,
  den,
  value: den.eq(ONE) ? num : num.div(den),
});

/** x times the ratio (exact: numbers are fractions, so the order of operations cannot change a figure). */
export const times = (x: Dec, r: Ratio): Dec => (x.isZero() ? x : x.mul(r.value));

/** x divided by the ratio; null when the ratio is 0 (nothing per hour, day, week or month to show). */
export const per = (x: Dec, r: Ratio): Dec | null => {
  if (r.value.isZero()) return null;
  return x.isZero() ? x : x.div(r.value);
};

/** A ratio scaled by a factor: T = H x W, D x W, M = W x 12 / 52. */
export const scale = (r: Ratio, factor: Dec, divisor: Dec = ONE): Ratio =>
  ratio(r.num.mul(factor), r.den.mul(divisor));
