export { dollars as money } from '@app/contracts/billing/pricing';

/** DD MMMM, YYYY as the billing history shows it: "23 November, 2026". */
export function historyDate(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')} ${month}, ${d.getUTCFullYear()}`;
}
