/**
 * What the dashboard charts share so they cannot mislead (docs/product/dashboard.md#figures): a curve that never
 * swings past its points (monotone: revenue of $0 is never drawn below $0), every bucket's label on the time
 * axis whenever it can be read, and short money ticks that leave the plot its width on a phone.
 */

/** The curve every time chart draws: smooth, but never beyond the values on either side of it. */
export const CHART_CURVE = 'monotone' as const;

/** Room a label needs along the axis: level (measured at 12 px), or turned 45 degrees. */
const ROTATED_PX = 16;

/**
 * How the time axis prints `count` labels of about `labelPx` each in `widthPx`: level when they fit, turned
 * 45 degrees when only that fits, otherwise every (interval + 1)th label (the points stay on the chart).
 * An unmeasured chart (width 0) shows every label.
 */
export function timeAxisTicks(count: number, widthPx: number, labelPx: number) {
  if (widthPx <= 0 || count * labelPx <= widthPx) return { interval: 0, angle: 0 };
  const interval = Math.max(0, Math.ceil((count * ROTATED_PX) / widthPx) - 1);
  return { interval, angle: -45 };
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** $200K, $1.2M: an axis tick (the tooltip keeps the exact cents). */
export const compactMoney = (value: number) => compact.format(value);

const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Axis labels of ISO dates (YYYY-MM-DD or YYYY-MM): 'Nov 26' for days, 'Nov' for months of one year (the year
 * is said once, in `year`), 'Nov 2026' when the months span years.
 */
export function timeLabels(dates: readonly string[], bucket: 'day' | 'month') {
  const at = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso.slice(0, 10)}T00:00:00Z`);
  const years = new Set(dates.map((d) => d.slice(0, 4)));
  const oneYear = years.size === 1;
  const format = bucket === 'day' ? monthDay : oneYear ? monthShort : monthYear;
  return {
    labels: dates.map((d) => format.format(at(d))),
    year: oneYear ? [...years][0]! : null,
    /** Widest label, in px at 12 px type, with a gap. */
    labelPx: bucket === 'day' ? 48 : oneYear ? 34 : 64,
  };
}
