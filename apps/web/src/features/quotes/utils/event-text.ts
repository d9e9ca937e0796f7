import type { QuoteEvent } from '@app/contracts/quotes/responses';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * One history entry in words: what happened, with the detail the server recorded (to whom it was sent, the
 * status moved from and to, the decline reason). Unknown detail keys are not shown.
 */
export function eventText(event: Pick<QuoteEvent, 'type' | 'detail'>): string {
  const d = event.detail;
  switch (event.type) {
    case 'created':
      return str(d.quote_number) ? `Created quote ${d.quote_number}` : 'Created the quote';
    case 'sent': {
      const to = str(d.email) ?? str(d.to);
      const channel = str(d.channel);
      if (to) return `Sent the quote to ${to}`;
      return channel ? `Shared the quote link by ${channel}` : 'Sent the quote';
    }
    case 'opened':
      return 'Opened the quote link';
    case 'signed':
      return str(d.signer_name) ? `Approved and signed as ${d.signer_name}` : 'Approved and signed the quote';
    case 'declined':
      return str(d.reason) ? `Declined the quote: “${d.reason}”` : 'Declined the quote';
    case 'status_changed': {
      const from = str(d.from);
      const to = str(d.to) ?? str(d.status);
      const why = str(d.reason) ? ` (${d.reason})` : '';
      if (from && to) return `Changed the status from ${from} to ${to}${why}`;
      return to ? `Changed the status to ${to}${why}` : 'Changed the status';
    }
    case 'revised': {
      // The API records {from_revision, to_revision, new_quote_id} on both revisions.
      const to = typeof d.to_revision === 'number' ? d.to_revision : d.revision;
      if (typeof to !== 'number') return 'Made a new revision';
      return typeof d.from_revision === 'number'
        ? `Made revision ${to} from revision ${d.from_revision}`
        : `Made revision ${to}`;
    }
  }
}
