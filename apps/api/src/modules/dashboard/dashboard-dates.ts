import type { Period } from '@app/contracts/dashboard/dashboard';

/** Calendar arithmetic on ISO dates (YYYY-MM-DD, UTC) for the dashboard's periods and monthly summaries. */

/** The period's first and last issue date: 7 and 30 days end today (today included), Year To Date starts 1 Jan. */
export function periodWindow(period: Period, today: string): { from: string | null; to: string | null } {
  if (period === 'total') return { from: null, to: null };
  if (period === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = period === '7' ? 7 : 30;
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

const shiftMonth = (iso: string, months: number) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * The whole months between two inclusive dates, as a start (first day, inclusive) and an end (first day of the
 * month after, exclusive); a missing date is no bound. Null when the dates hold no whole month.
 */
export function wholeMonths(from: string | null, to: string | null) {
  const start = from === null ? null : from.endsWith('-01') ? from : shiftMonth(from, 1);
  const end = to === null ? null : shiftMonth(to, 1) === addDay(to) ? addDay(to) : shiftMonth(to, 0);
  if (start !== null && end !== null && start >= end) return null;
  return { start, end };
}

function addDay(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
