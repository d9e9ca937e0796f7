/**
 * A quote's status: the one definition of its values (the labels users read), the badge colours, the moves
 * internal users may make from the quote page, and the history's event types (docs/product/quotes.md#statuses).
 */
export const QUOTE_STATUSES = ['New quotations', 'Waiting for approval', 'Approved', 'Not Approved'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Badge colours: New and Waiting are info, Not Approved danger, Approved success. */
export const QUOTE_STATUS_COLORS: Readonly<Record<QuoteStatus, 'blue' | 'red' | 'green'>> = {
  'New quotations': 'blue',
  'Waiting for approval': 'blue',
  Approved: 'green',
  'Not Approved': 'red',
};
export const quoteStatusColor = (status: string) => QUOTE_STATUS_COLORS[status as QuoteStatus] ?? 'blue';

/** What the quote page's status dropdown offers internal users. */
export const INTERNAL_QUOTE_STATUSES = ['Waiting for approval', 'Approved', 'Not Approved'] as const;
export type InternalQuoteStatus = (typeof INTERNAL_QUOTE_STATUSES)[number];

/**
 * Setting Approved or Not Approved from the quote page (the client agreed or refused outside the link) is a
 * reviewer's decision: Owner, Admin, Manager (REVIEWER_ROLES). Any member may mark a quote Waiting for approval.
 */
export const REVIEW_QUOTE_STATUSES: readonly QuoteStatus[] = ['Approved', 'Not Approved'];

/** Statuses a dashboard counts: Approved is actual revenue, Waiting for approval projected. */
export const ACTUAL_REVENUE_STATUS: QuoteStatus = 'Approved';
export const PROJECTED_REVENUE_STATUS: QuoteStatus = 'Waiting for approval';

/** The history of a quote: one event per thing that happened to it. */
export const QUOTE_EVENT_TYPES = [
  'created',
  'sent',
  'opened',
  'signed',
  'declined',
  'status_changed',
  'revised',
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

/** Days a quote stays valid when its author does not choose a date. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;
