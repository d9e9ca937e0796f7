import { formatUsd } from '@app/contracts/format';

const pct2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** $1,234.56 — always two decimals, US separators (the quote documents' formatter too). */
export const formatMoney = formatUsd;

/** 12.34% (gross profit %) or 12% with digits 0 (performance bars). */
export const formatPercent = (value: number | string | null | undefined, digits = 2) =>
  value === null || value === undefined || value === ''
    ? '—'
    : digits === 2
      ? `${pct2.format(Number(value))}%`
      : `${Number(value).toFixed(digits)}%`;

const rate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * A tax or workers' comp rate: at least two decimals, up to four (0.30%, 2.70%, 0.2875%), the same wherever
 * a rate is shown.
 */
export const formatRate = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : `${rate.format(Number(value))}%`;

/** MM/DD/YYYY, as lists show dates. */
export function formatListDate(value: string | Date | null | undefined) {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getFullYear()}`;
}

/** "23 November 2026" in UTC, as billing dates (period ends, trial ends) are shown. */
export const formatLongDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const initials = (first?: string | null, last?: string | null) =>
  `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';

/** "Lone Star Staffing" -> "LS": the initials shown when an organisation has no logo. */
export const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[a-z0-9]/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || name.slice(0, 2).toUpperCase();
