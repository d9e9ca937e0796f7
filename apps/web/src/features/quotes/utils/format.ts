const moment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as the quote's dates read (MM/DD/YYYY), with the time: 11/23/2026, 6:41 PM */
export const formatMoment = (value: string | Date) => moment.format(new Date(value));

/** Today plus `days`, as YYYY-MM-DD in the browser's calendar. */
export function isoDaysFromToday(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}
