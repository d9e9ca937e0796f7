/**
 * How figures and dates read wherever they are printed: the web's pages, the quote's e-mail, PDF and XLSX.
 * One formatter each, so a page and a document never disagree.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.56: two decimals, US separators; '—' for no value. */
export const formatUsd = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : usd.format(Number(value));

/**
 * A date-only value (YYYY-MM-DD) as US users read it, MM/DD/YYYY, without a time zone moving the day. Every
 * date of a quote (page, e-mail, PDF, XLSX) is printed with it.
 */
export function usDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '—';
}
