import { cardBrandName, type InvoiceDetail } from '@app/contracts/billing/invoices';
import {
  addressee,
  BRAND,
  heading,
  INK,
  LEFT,
  letterPdf,
  MUTED,
  money,
  table,
  titleBlock,
  WIDTH,
} from './pdf-layout';

const longDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A billing-history invoice as a PDF (docs/product/billing.md#invoice-view): StaffMargin's letterhead, the
 * number and dates, who it was billed to, one row per line, subtotal, tax and total, and how it was paid.
 */
export function invoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const title = `Invoice ${invoice.number}`;
  const { pdf, done } = letterPdf(
    { Title: title, Author: 'StaffMargin', Subject: `${title} for ${invoice.organization.name}` },
    false,
  );

  pdf.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text('StaffMargin', LEFT, 44, { width: 260 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Subscription billing', LEFT, pdf.y + 2);
  titleBlock(
    pdf,
    { text: title, size: 13, color: INK },
    [
      `Date: ${longDate(invoice.created_at)}`,
      `Status: ${invoice.status === 'paid' ? 'Paid' : invoice.status}`,
    ],
    110,
  );

  addressee(pdf, 'Billed to', invoice.organization.name, [
    invoice.billed_to ? `${invoice.billed_to.name}, ${invoice.billed_to.email}` : null,
    invoice.period_start && invoice.period_end
      ? `Period: ${longDate(invoice.period_start)} to ${longDate(invoice.period_end)}`
      : null,
  ]);

  heading(pdf, 'Lines');
  table(
    pdf,
    ['Description', 'Qty', 'Amount'],
    invoice.lines.map((l) => [l.description, String(l.quantity), money(l.amount_cents / 100)]),
    [356, 60, 100],
  );
  table(
    pdf,
    ['', 'USD'],
    [
      ['Subtotal', money(invoice.subtotal_cents / 100)],
      ['Tax', money(invoice.tax_cents / 100)],
      ['Total', money(invoice.total_cents / 100)],
    ],
    [396, 120],
    { boldLast: true },
  );
  const paid = invoice.paid_at
    ? `Paid on ${longDate(invoice.paid_at)}${invoice.card ? ` with ${cardBrandName(invoice.card.brand)} ending in ${invoice.card.last4}` : ''}.`
    : 'Not paid.';
  pdf.font('Helvetica').fontSize(10).fillColor(INK).text(paid, LEFT, pdf.y, { width: WIDTH });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Amounts in US dollars. Purchases are non-refundable.', LEFT, pdf.y, { width: WIDTH });
  pdf.end();
  return done;
}
