import { declineQuoteBodySchema, signQuoteBodySchema } from '@app/contracts/quotes/requests';
import type { ClientQuotation, ClientQuotationResponse } from '@app/contracts/quotes/responses';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { QuoteApprovalPage } from './quote-approval-page';

const token = 'Q2xpZW50LWxpbmstdG9rZW4tZm9yLXRoZS10ZXN0czE';
const sha = 'ab'.repeat(32);
const at = '2026-11-24T15:04:00.000Z';

/** What GET /quote/client/{token} answers: the frozen document and the signing state, nothing internal. */
function clientQuote(over: Partial<ClientQuotation> = {}): ClientQuotationResponse['data'] {
  return {
    quotation: {
      uuid: token,
      invoice: 'Q-0008',
      client_name: 'Globex Logistics',
      status: 'Waiting for approval',
      issue_date: '2026-11-23',
      valid_until: '2026-12-23',
      document: {
        quote_number: 'Q-0008',
        revision: 1,
        company_name: 'Globex Logistics',
        issue_date: '2026-11-23',
        valid_until: '2026-12-23',
        start_date: '2026-12-01',
        end_date: '2027-03-19',
        terms: 'Net 30.',
        currency: 'USD',
        organization: { name: 'Acme Staffing', address: '1 Main St, Austin TX', image: null },
        // Two payroll clerks: 560 regular hours each at $35.00 and 80 overtime hours each at $52.50.
        lines: [
          {
            kind: 'regular',
            title: 'Payroll clerk',
            state: 'Texas',
            people: 2,
            hours_per_person: 560,
            rate: 35,
            amount: 39200,
          },
          {
            kind: 'overtime',
            title: 'Payroll clerk',
            state: 'Texas',
            people: 2,
            hours_per_person: 80,
            rate: 52.5,
            amount: 8400,
          },
        ],
        sub_total: 47600,
        sales_tax: 0,
        total: 47600,
      },
      document_sha256: sha,
      sub_total: 47600,
      vat: 0,
      total: 47600,
      amount_due: 47600,
      signed: null,
      declined: null,
      can_respond: true,
      ...over,
    },
    duration: { start_date: '2026-12-01', end_date: '2027-03-19' },
    organization: { name: 'Acme Staffing', image: null },
  };
}

/** The client API: reads the quote, and signs or declines it with the API's own body rules. */
function fakeClientApi(initial = clientQuote()) {
  const sent: unknown[] = [];
  let current = initial;
  server.use(
    http.get(`*/api/quote/client/${token}`, () => HttpResponse.json({ data: current })),
    http.post(`*/api/quote/client/${token}/sign`, async ({ request }) => {
      const raw = await request.json();
      sent.push(raw);
      const body = signQuoteBodySchema.parse(raw);
      current = clientQuote({
        status: 'Approved',
        signed: { signer_name: body.signer_name, signed_at: at },
        can_respond: false,
      });
      return HttpResponse.json({ status: 200, message: 'Done', data: { quotation: current.quotation } });
    }),
    http.post(`*/api/quote/client/${token}/decline`, async ({ request }) => {
      const raw = await request.json();
      sent.push(raw);
      declineQuoteBodySchema.parse(raw);
      current = clientQuote({ status: 'Not Approved', declined: { declined_at: at }, can_respond: false });
      return HttpResponse.json({ status: 200, message: 'Done', data: { quotation: current.quotation } });
    }),
  );
  return { sent };
}

const open = () =>
  renderPage(<QuoteApprovalPage />, { route: `/quote/approve/${token}`, path: '/quote/approve/:token' });

describe('the client’s quote page', () => {
  it('shows the branded quote with its amounts and nothing about costs or margins', async () => {
    fakeClientApi();
    const { container } = open();
    const quote = await screen.findByRole('article', { name: 'Quote' });
    expect(within(quote).getByText('Globex Logistics')).toBeInTheDocument();
    expect(within(quote).getAllByText('$47,600.00').length).toBeGreaterThanOrEqual(2);
    // Every line re-added from the cells shown: people x hours per person x rate = amount, to the cent.
    const cents = (text: string) => Math.round(Number(text.replace(/[$,/h]/g, '')) * 100);
    const rows = within(within(quote).getByRole('table', { name: 'Quote items' }))
      .getAllByRole('row')
      .slice(1);
    let sum = 0;
    for (const row of rows) {
      const [, people, hours, rate, amount] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      expect(Math.round((Number(people) * cents(hours!) * cents(rate!)) / 100)).toBe(cents(amount!));
      sum += cents(amount!);
    }
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Texas · overtime hours')).toBeInTheDocument();
    expect(sum).toBe(4_760_000);
    // Dates as US users read them, and the issue date once, not on every line.
    expect(within(quote).getAllByText('11/23/2026')).toHaveLength(1);
    expect(quote.textContent).not.toMatch(/2026-11-23|issued/);
    expect(within(quote).getByText('Amount Due')).toBeInTheDocument();
    expect(screen.getAllByText('Acme Staffing').length).toBeGreaterThanOrEqual(1);
    expect(container.textContent).not.toMatch(/\b(costs?|wages?|burden|margin|gross profit)\b/i);
    expect(screen.getByRole('button', { name: 'Approve and Sign' })).toBeInTheDocument();
  });

  it('shows the duration by its dates, and none for a quote priced by length without dates', async () => {
    fakeClientApi();
    const view = open();
    const dated = await screen.findByRole('article', { name: 'Quote' });
    expect(within(dated).getByText('Duration')).toBeInTheDocument();
    expect(within(dated).getByText('12/01/2026 to 03/19/2027')).toBeInTheDocument();
    view.unmount();

    const undated = clientQuote();
    undated.quotation.document = { ...undated.quotation.document, start_date: null, end_date: null };
    fakeClientApi(undated);
    open();
    const quote = await screen.findByRole('article', { name: 'Quote' });
    expect(within(quote).getByText('Prepared for')).toBeInTheDocument();
    expect(within(quote).queryByText('Duration')).not.toBeInTheDocument();
    expect(quote.textContent).not.toMatch(/Not set/);
  });

  it('signs with a typed signature and the consent box, then confirms', async () => {
    const api = fakeClientApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve and Sign' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve and Sign' });
    await user.type(within(modal).getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await user.type(within(modal).getByRole('textbox', { name: /Email/ }), 'Ada@Globex.test');
    await user.click(within(modal).getByRole('radio', { name: 'Type' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Type your signature' }), 'Ada Lovelace');

    // Without consent nothing is sent.
    await user.click(within(modal).getByRole('button', { name: 'Sign' }));
    expect(
      await within(modal).findByText('Tick the box to agree to sign electronically'),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);

    await user.click(within(modal).getByRole('checkbox', { name: /I agree to sign electronically/ }));
    await user.click(within(modal).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'Quote approved and signed' })).toBeInTheDocument();
    expect(screen.getByText(/Signed by Ada Lovelace/)).toHaveTextContent(
      'A confirmation is on its way to ada@globex.test.',
    );
    expect(screen.getByRole('button', { name: 'Approved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and Sign' })).not.toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        signer_name: 'Ada Lovelace',
        signer_email: 'ada@globex.test',
        signature: { type: 'typed', text: 'Ada Lovelace' },
        consent: true,
        document_sha256: sha,
      },
    ]);
  });

  it('declines with a reason', async () => {
    const api = fakeClientApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const modal = await screen.findByRole('dialog', { name: 'Decline quote' });
    await user.click(within(modal).getByRole('button', { name: 'Decline' }));
    expect(await within(modal).findByText('Tell us why')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Over our budget');
    await user.click(within(modal).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'You declined this quote' })).toBeInTheDocument();
    expect(api.sent).toEqual([{ reason: 'Over our budget' }]);
  });

  it('says so when the link has expired or is unknown', async () => {
    server.use(
      http.get(`*/api/quote/client/${token}`, () =>
        HttpResponse.json(
          { status: 'error', code: 'GONE', message: 'This quote link has expired' },
          { status: 410 },
        ),
      ),
    );
    const first = open();
    expect(await screen.findByRole('heading', { name: 'This quote link has expired' })).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(`*/api/quote/client/${token}`, () =>
        HttpResponse.json({ status: 'error', code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'This quote link is not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and Sign' })).not.toBeInTheDocument();
  });

  it('clears each message as soon as its field is fixed, the server’s ones too', async () => {
    fakeClientApi();
    server.use(
      http.post(`*/api/quote/client/${token}/sign`, () =>
        HttpResponse.json(
          { status: 400, message: 'Invalid', errors: { signer_email: ['Enter a valid email address'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve and Sign' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve and Sign' });
    await user.click(within(modal).getByRole('button', { name: 'Sign' }));
    const name = within(modal).getByRole('textbox', { name: /Full name/ });
    expect(await within(modal).findByText('Full name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Ada Lovelace');
    expect(within(modal).queryByText('Full name is required')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // The other fields' messages stay until they are fixed.
    expect(within(modal).getByText('Email is required')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: /Email/ }), 'ada@globex.test');
    await user.click(within(modal).getByRole('radio', { name: 'Type' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Type your signature' }), 'Ada Lovelace');
    await user.click(within(modal).getByRole('checkbox', { name: /I agree to sign electronically/ }));
    await user.click(within(modal).getByRole('button', { name: 'Sign' }));
    expect(await within(modal).findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Email/ }), 'm');
    expect(within(modal).queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });
});
