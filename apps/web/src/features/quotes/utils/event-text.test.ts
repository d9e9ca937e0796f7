import { describe, expect, it } from 'vitest';
import { eventText } from './event-text';

describe('quote history wording', () => {
  it('says to whom a quote was sent and how a status moved', () => {
    expect(eventText({ type: 'sent', detail: { email: 'buyer@globex.test' } })).toBe(
      'Sent the quote to buyer@globex.test',
    );
    expect(eventText({ type: 'status_changed', detail: { from: 'New quotations', to: 'Approved' } })).toBe(
      'Changed the status from New quotations to Approved',
    );
    expect(
      eventText({
        type: 'status_changed',
        detail: { from: 'New quotations', to: 'Waiting for approval', reason: 'sent to the client' },
      }),
    ).toBe('Changed the status from New quotations to Waiting for approval (sent to the client)');
  });

  it('quotes the client’s decline reason and names the signer', () => {
    expect(eventText({ type: 'declined', detail: { reason: 'Over budget' } })).toBe(
      'Declined the quote: “Over budget”',
    );
    expect(eventText({ type: 'signed', detail: { signer_name: 'Ada Lovelace' } })).toBe(
      'Approved and signed as Ada Lovelace',
    );
  });

  it('still says what happened when the detail is empty', () => {
    expect(eventText({ type: 'sent', detail: {} })).toBe('Sent the quote');
    expect(eventText({ type: 'revised', detail: { revision: 2 } })).toBe('Made revision 2');
    expect(
      eventText({ type: 'revised', detail: { from_revision: 1, to_revision: 2, new_quote_id: 43 } }),
    ).toBe('Made revision 2 from revision 1');
  });
});
