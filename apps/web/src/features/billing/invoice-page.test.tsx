import type { InvoiceDetail } from '@app/contracts/billing/invoices';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { InvoicePage } from './invoice-page';

// GET /api/billing/invoices/:id as the API answers it (invoices.service.ts readInvoice).
const invoice: InvoiceDetail = {
  id: 12,
  number: 'SBX-000012',
  created_at: '2026-11-23T12:00:00.000Z',
  paid_at: '2026-11-23T12:00:00.000Z',
  status: 'paid',
  description: '4 × Enterprise (yearly)',
  period_start: '2026-11-23T12:00:00.000Z',
  period_end: '2027-11-23T12:00:00.000Z',
  lines: [
    { description: '4 × Enterprise (yearly)', quantity: 4, amount_cents: 198528 },
    { description: 'Promo code WELCOME20 (20% off)', quantity: 1, amount_cents: -39706 },
  ],
  subtotal_cents: 158822,
  tax_cents: 0,
  total_cents: 158822,
  card: { brand: 'visa', last4: '4242' },
  organization: { name: 'Acme Staffing' },
  billed_to: { name: 'Olivia Owner', email: 'billing@acme.test' },
};

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

describe('the invoice page', () => {
  it('shows the lines, which add up to the total, and how it was paid, with the PDF', async () => {
    server.use(
      http.get('*/api/billing/invoices/12', () => HttpResponse.json({ status: 'success', data: invoice })),
    );
    renderPage(<InvoicePage />, {
      route: '/settings/billing-payment/invoices/12',
      path: '/settings/billing-payment/invoices/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Invoice SBX-000012' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoice lines' });
    const rows = within(table).getAllByRole('row').slice(1, 3);
    const amounts = rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);
    expect(amounts).toEqual(['$1,985.28', '-$397.06']);
    const sum = amounts.map(cents).reduce((a, b) => a + b, 0);
    expect(cents(screen.getByTestId('invoice-subtotal').textContent)).toBe(sum);
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('$0.00');
    expect(cents(screen.getByTestId('invoice-total').textContent)).toBe(sum);
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent(
      'Paid on 23 November, 2026 with Visa ending in 4242.',
    );
    expect(screen.getByText('23 November, 2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner, billing@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/billing/invoices/12/pdf',
    );
  });

  it("says not found for another organisation's invoice", async () => {
    server.use(
      http.get('*/api/billing/invoices/13', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Invoice not found' }, { status: 404 }),
      ),
    );
    renderPage(<InvoicePage />, {
      route: '/settings/billing-payment/invoices/13',
      path: '/settings/billing-payment/invoices/:id',
    });
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing and payment' })).toHaveAttribute(
      'href',
      '/settings/billing-payment',
    );
  });
});
