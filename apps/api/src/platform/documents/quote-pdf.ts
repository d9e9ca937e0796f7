import { usDate } from '@app/contracts/format';
import { quoteDuration } from '@app/contracts/quotes/duration';
import { QUOTE_LINE_HEADINGS as H, quoteLineRows } from '@app/contracts/quotes/lines';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import {
  addressee,
  BRAND,
  ensureSpace,
  heading,
  INK,
  LEFT,
  letterhead,
  letterPdf,
  MUTED,
  money,
  table,
  titleBlock,
  WIDTH,
} from './pdf-layout';

/** The facts of a signature, printed on the signed quote's last page. */
export interface SignatureFacts {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
  /** A drawn signature's PNG, or the typed signature's text. */
  image: Buffer | null;
  typed: string | null;
}

export interface QuotePdfInput {
  document: QuoteDocument;
  logo: { data: Buffer; contentType: string } | null;
  signature: SignatureFacts | null;
}

/** 11/27/2026 10:00:00: the signing moment in UTC, dated as every quote date is. */
const usTimestamp = (at: Date) => {
  const iso = at.toISOString();
  return `${usDate(iso)} ${iso.slice(11, 19)}`;
};

/**
 * The quote as the client receives it (docs/product/quotes.md#documents): letterhead with logo, organisation
 * name and address, the client, the billed lines (quoteLineRows: people x hours x rate = amount), sales tax, total,
 * valid-until and terms. Never a cost, wage or margin figure. A signed quote adds a signature page with the
 * signer, time, IP address, user agent and the SHA-256 of the document they were shown.
 */
export function quotePdf(input: QuotePdfInput): Promise<Buffer> {
  const doc = input.document;
  const title = `Quote ${doc.quote_number}${doc.revision > 1 ? ` (revision ${doc.revision})` : ''}`;
  const { pdf, done } = letterPdf({
    Title: title,
    Author: doc.organization.name,
    Subject: `Quote for ${doc.company_name}`,
  });

  const textX = letterhead(pdf, input.logo, doc.organization.name, 280);
  if (doc.organization.address) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(doc.organization.address, textX, pdf.y + 2, { width: 280 });
  }
  titleBlock(
    pdf,
    { text: title, size: 13, color: BRAND },
    [`Issue date: ${usDate(doc.issue_date)}`, `Valid until: ${usDate(doc.valid_until)}`],
    120,
  );

  const duration = quoteDuration(doc);
  addressee(pdf, 'Client', doc.company_name, [duration && `Duration: ${duration}`]);

  heading(pdf, 'Items');
  // The lines every renderer prints (quoteLineRows): people x hours per person x rate = amount.
  table(
    pdf,
    [H.item, '', H.people, H.hours, H.rate, H.amount],
    quoteLineRows(doc.lines).map((l) => [
      l.title,
      l.detail,
      l.text.people,
      l.text.hours,
      l.text.rate,
      l.text.amount,
    ]),
    [140, 130, 40, 76, 56, 74],
    { leftColumns: 2 },
  );
  table(
    pdf,
    ['', 'USD'],
    [
      ['Sub-Total', money(doc.sub_total)],
      ['Sales tax', money(doc.sales_tax)],
      ['Total (Sub-Total + sales tax)', money(doc.total)],
    ],
    [396, 120],
    { boldLast: true },
  );

  if (doc.terms) {
    heading(pdf, 'Terms');
    pdf.font('Helvetica').fontSize(9).fillColor(INK).text(doc.terms, LEFT, pdf.y, { width: WIDTH });
    pdf.moveDown(0.6);
  }
  ensureSpace(pdf, 30);
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`This quote is valid until ${usDate(doc.valid_until)}. Amounts in US dollars.`, LEFT, pdf.y, {
      width: WIDTH,
    });

  const s = input.signature;
  if (s) {
    pdf.addPage();
    heading(pdf, 'Signature');
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(`${s.signerName} approved and signed ${title} for ${doc.company_name}.`, LEFT, pdf.y, {
        width: WIDTH,
      });
    pdf.moveDown(0.6);
    if (s.image) {
      try {
        pdf.image(s.image, LEFT, pdf.y, { fit: [240, 90] });
        pdf.y += 96;
      } catch {
        // An image pdfkit cannot read is still recorded in the facts below.
      }
    } else if (s.typed) {
      pdf.font('Times-Italic').fontSize(26).fillColor(INK).text(s.typed, LEFT, pdf.y, { width: WIDTH });
    }
    pdf.moveDown(0.6);
    table(
      pdf,
      ['Evidence', ''],
      [
        ['Signer', s.signerName],
        ['E-mail', s.signerEmail],
        ['Signed at (UTC)', usTimestamp(s.signedAt)],
        ['IP address', s.ip],
        ['Signature', s.image ? 'drawn' : 'typed'],
      ],
      [120, 396],
    );
    // The browser string in full, wrapped: it is evidence, and a cut one names no browser version.
    pdf.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text('User agent', LEFT, pdf.y);
    pdf
      .font('Courier')
      .fontSize(8.5)
      .fillColor(INK)
      .text(s.userAgent, LEFT, pdf.y + 2, { width: WIDTH });
    pdf.moveDown(0.6);
    pdf
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text('SHA-256 of the document shown', LEFT, pdf.y);
    pdf
      .font('Courier')
      .fontSize(8.5)
      .fillColor(INK)
      .text(s.documentSha256, LEFT, pdf.y + 2, { width: WIDTH });
  }
  pdf.end();
  return done;
}
