import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { quotePdf } from './quote-pdf';

const doc: QuoteDocument = {
  quote_number: 'Q-0007',
  revision: 1,
  company_name: 'Evidence Co',
  issue_date: '2026-11-26',
  valid_until: '2026-12-26',
  start_date: '2026-12-01',
  end_date: '2027-02-26',
  terms: '',
  currency: 'USD',
  organization: { name: 'Acme Staffing', address: null, image: null },
  lines: [
    {
      kind: 'regular',
      title: 'Clerk',
      state: 'Texas',
      people: 1,
      hours_per_person: 40,
      rate: 30,
      amount: 1200,
    },
  ],
  sub_total: 1200,
  sales_tax: 0,
  total: 1200,
};

describe('the signed quote’s evidence page', () => {
  it('prints the signer’s whole browser string, and every date as MM/DD/YYYY', async () => {
    const userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.7312.4 Safari/537.36 Edg/156.0.0.0';
    const pdf = await quotePdf({
      document: doc,
      logo: null,
      signature: {
        signerName: 'Grace Buyer',
        signerEmail: 'grace@client.test',
        signedAt: new Date('2026-11-27T10:00:00Z'),
        ip: '203.0.113.9',
        userAgent,
        documentSha256: 'a'.repeat(64),
        image: null,
        typed: 'Grace Buyer',
      },
    });
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
    // Wrapped over lines in the PDF: compared without the line breaks.
    expect(text.replace(/\s+/g, '')).toContain(userAgent.replace(/\s+/g, ''));
    expect(text).toContain('11/26/2026');
    expect(text).toContain('12/01/2026 to 02/26/2027');
    expect(text).toContain('11/27/2026 10:00:00');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('prints no duration for a quote priced by length without dates', async () => {
    const pdf = await quotePdf({
      document: { ...doc, start_date: null, end_date: null },
      logo: null,
      signature: null,
    });
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
    expect(text).toContain('Evidence Co');
    expect(text).not.toMatch(/Duration|Not set/);
  });
});
