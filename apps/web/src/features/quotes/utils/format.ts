/** A date-only value (YYYY-MM-DD) as lists show it, MM/DD/YYYY, without a time zone shifting the day. */
export function listDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '—';
}

/** Hours with at most 2 decimals and US separators: 1,234.5 */
export const formatHours = (hours: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(hours);

/** A moment as people read it in a history: Nov 23, 2026, 6:41 PM */
export const formatMoment = (value: string | Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** Today plus `days`, as YYYY-MM-DD in the browser's calendar. */
export function isoDaysFromToday(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** "Lone Star Staffing" -> "LS": the initials shown when an organisation has no logo. */
export const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[a-z0-9]/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || name.slice(0, 2).toUpperCase();
