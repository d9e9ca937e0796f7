import { usDate } from '../format';

/**
 * A quote's duration as people read it ('12/01/2026 to 03/19/2027'), or null when the calculation was priced by
 * length without dates: the quote's page and its PDF then print no duration rather than 'Not set' to a client
 * (docs/product/quotes.md#quote-detail-quoteid).
 */
export function quoteDuration(dates: { start_date: string | null; end_date: string | null }): string | null {
  return dates.start_date || dates.end_date
    ? `${usDate(dates.start_date)} to ${usDate(dates.end_date)}`
    : null;
}
