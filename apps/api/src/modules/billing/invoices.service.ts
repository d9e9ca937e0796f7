import type { invoiceDetailSchema } from '@app/contracts/billing/invoices';
import { type InvoiceDetail, isTaxLine } from '@app/contracts/billing/invoices';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { invoicePdf } from '../../platform/documents/invoice-pdf';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import { findBillingAccount, findInvoice, findOrganization } from './billing.repo';

/**
 * One invoice of the billing history (docs/product/billing.md#invoice-view): its lines, subtotal, tax and
 * total (the sum of the lines) and the card that paid it. Another organisation's invoice is a 404.
 */
export async function readInvoice(
  db: DbOrTx,
  membership: Pick<Membership, 'organizationId'>,
  id: number,
): Promise<z.output<typeof invoiceDetailSchema>> {
  const [invoice, organization, account] = await Promise.all([
    findInvoice(db, membership.organizationId, id),
    findOrganization(db, membership.organizationId),
    findBillingAccount(db, membership.organizationId),
  ]);
  if (!invoice || !organization) throw AppError.notFound('Invoice');
  const tax = invoice.lines.filter((l) => isTaxLine(l.description)).reduce((s, l) => s + l.amountCents, 0);
  return {
    id: invoice.id,
    number: invoice.number,
    created_at: invoice.createdAt,
    paid_at: invoice.paidAt,
    status: invoice.status as InvoiceDetail['status'],
    description: invoice.description,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    lines: invoice.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      amount_cents: l.amountCents,
    })),
    subtotal_cents: invoice.totalCents - tax,
    tax_cents: tax,
    total_cents: invoice.totalCents,
    card:
      invoice.cardBrand && invoice.cardLast4 ? { brand: invoice.cardBrand, last4: invoice.cardLast4 } : null,
    organization: { name: organization.name },
    billed_to: account?.email && account.name ? { name: account.name, email: account.email } : null,
  };
}

/** The invoice as a PDF file: its bytes and a file name. */
export async function readInvoicePdf(db: DbOrTx, membership: Pick<Membership, 'organizationId'>, id: number) {
  const invoice = await readInvoice(db, membership, id);
  return {
    body: await invoicePdf({
      ...invoice,
      created_at: invoice.created_at.toISOString(),
      paid_at: invoice.paid_at?.toISOString() ?? null,
      period_start: invoice.period_start?.toISOString() ?? null,
      period_end: invoice.period_end?.toISOString() ?? null,
    }),
    filename: `staffmargin-invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`,
  };
}
