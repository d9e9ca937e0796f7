/**
 * The period buckets of a chart's axis: every day or every month from `from` to `to`, both included, so a quiet
 * day or month is on the axis (at zero, or without a point) instead of silently missing
 * (docs/product/dashboard.md#figures). Dates are ISO (YYYY-MM-DD); a month bucket is keyed by its first day.
 */
export type Bucket = 'day' | 'month';

/** At most 100 years of months, or a day chart's 31 days many times over: bounded by the contracts' dates. */
const MAX_BUCKETS = 1300;

const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** The bucket a date falls in: the date itself for days, the first of its month for months. */
export const bucketOf = (iso: string, bucket: Bucket) =>
  bucket === 'month' ? `${iso.slice(0, 7)}-01` : iso.slice(0, 10);

/** Every bucket key from the one holding `from` to the one holding `to`, in order. */
export function periodBuckets(from: string, to: string, bucket: Bucket): string[] {
  const keys: string[] = [];
  const d = utc(bucketOf(from, bucket));
  const end = utc(bucketOf(to, bucket));
  while (d <= end && keys.length < MAX_BUCKETS) {
    keys.push(d.toISOString().slice(0, 10));
    if (bucket === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return keys;
}

/**
 * The points of every bucket from `from` to `to`: a point's own where it has one, `empty(key)` where not. Points
 * outside the range (quotes issued after today, in a Total chart) are kept, in order.
 */
export function fillBuckets<P>(
  points: readonly P[],
  keyOf: (point: P) => string,
  range: { from: string; to: string; bucket: Bucket },
  empty: (key: string) => P,
): P[] {
  const keys = periodBuckets(range.from, range.to, range.bucket);
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (first === undefined || last === undefined) return [...points];
  const keyed = points.map((p) => ({ key: bucketOf(keyOf(p), range.bucket), p }));
  const byKey = new Map(keyed.map(({ key, p }) => [key, p]));
  return [
    ...keyed.filter(({ key }) => key < first).map(({ p }) => p),
    ...keys.map((k) => byKey.get(k) ?? empty(k)),
    ...keyed.filter(({ key }) => key > last).map(({ p }) => p),
  ];
}
