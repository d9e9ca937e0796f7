import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { billingTestApp, orgWithTrialEnding, payWithNewCard, T0 } from '../../testing/billing-test-app';
import { client } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';

const { app, clock, owner } = billingTestApp();

// The trial is over, so subscribing is charged at once (docs/product/billing.md#subscribing-during-the-trial).
const trialOrg = (domain: string) => orgWithTrialEnding(app.ctx, domain, T0);

/** Pays a plan with a test card and answers the newest billing-history row. */
async function paidInvoice(org: TestOrganization, cardNumber: string, promocode?: string) {
  const paid = await payWithNewCard(owner(org), app.planIds['enterprise-yearly']!, 4, {
    number: cardNumber,
    cvc: cardNumber.startsWith('37') ? '1234' : '123',
    promocode,
  });
  expect(paid.status).toBe(200);
  const history = (await owner(org).post('/bill_settings')).body.data.billing_histories;
  expect(history).toHaveLength(1);
  return history[0] as { id: number; number: string; total_cents: number };
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe('the invoice view', () => {
  it('shows the number, date, lines, tax, total and the card that paid it', async () => {
    clock.set(T0);
    const org = await trialOrg('invoice-view');
    const row = await paidInvoice(org, '4242424242424242', 'welcome20');
    const res = await owner(org).get(`/billing/invoices/${row.id}`);
    expect(res.status).toBe(200);
    const invoice = res.body.data;
    expect(invoice).toMatchObject({
      id: row.id,
      number: row.number,
      status: 'paid',
      tax_cents: 0,
      card: { brand: 'visa', last4: '4242' },
      organization: { name: expect.any(String) },
    });
    // 4 seats yearly: 4 x $41.36 x 12 = $1,985.28, less 20% ($397.06) = $1,588.22.
    expect(invoice.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([198528, -39706]);
    expect(invoice.total_cents).toBe(158822);
    expect(invoice.subtotal_cents + invoice.tax_cents).toBe(invoice.total_cents);
    expect(invoice.paid_at).toBe(T0.toISOString());
  });

  it('gives a PDF whose lines, read back, add up to its total', async () => {
    clock.set(T0);
    const org = await trialOrg('invoice-pdf');
    const row = await paidInvoice(org, '378282246310005', 'WELCOME20');
    const res = await app.ctx.app.inject({
      url: `/api/billing/invoices/${row.id}/pdf`,
      headers: { cookie: org.members.Admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="staffmargin-invoice-.+\.pdf"$/,
    );
    const text = (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text;
    expect(text).toContain(`Invoice ${row.number}`);
    expect(text).toContain('Date: November 23, 2026');
    expect(text).toContain('Paid on November 23, 2026 with American Express ending in 0005.');
    // Each line row ends with its amount; re-add them and compare with the printed subtotal, tax and total.
    const lines = text.split('\n');
    const start = lines.findIndex((l) => /^Description\s+Qty\s+Amount/.test(l));
    const end = lines.findIndex((l, i) => i > start && /^\s*USD\s*$/.test(l));
    const amounts = lines
      .slice(start + 1, end)
      .map((l) => l.match(/(-?\$[\d,]+\.\d\d)\s*$/)?.[1])
      .filter((a): a is string => !!a);
    expect(amounts).toEqual(['$1,985.28', '-$397.06']);
    const printed = (label: string) =>
      cents(text.match(new RegExp(`${label}\\s+(-?\\$[\\d,]+\\.\\d\\d)`))![1]!);
    const sum = amounts.map(cents).reduce((a, b) => a + b, 0);
    expect(printed('Subtotal')).toBe(sum);
    expect(printed('Tax')).toBe(0);
    expect(printed('Total')).toBe(sum + printed('Tax'));
    expect(printed('Total')).toBe(row.total_cents);
  });

  it("answers 404 for another organisation's invoice, 403 to a member, 400 for a bad id", async () => {
    clock.set(T0);
    const org = await trialOrg('invoice-own');
    const other = await trialOrg('invoice-other');
    const row = await paidInvoice(org, '4242424242424242');
    for (const url of [`/billing/invoices/${row.id}`, `/billing/invoices/${row.id}/pdf`]) {
      const res = await owner(other).get(url);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Invoice not found');
      expect((await client(app.ctx, org.members['Team Member'].cookie).get(url)).status).toBe(403);
    }
    const bad = await owner(org).get('/billing/invoices/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual(['id must be a number']);
    expect((await owner(org).get('/billing/invoices/99999999')).status).toBe(404);
  });
});
