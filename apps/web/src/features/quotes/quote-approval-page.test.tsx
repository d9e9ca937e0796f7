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
        lines: [
          {
            title: 'Payroll clerk',
            state: 'TX',
            count: 2,
            bill_rate: 35,
            hours: 1280,
            amount: 44800,
            sales_tax: 0,
          },
        ],
        sub_total: 44800,
        sales_tax: 0,
        total: 44800,
      },
      document_sha256: sha,
      sub_total: 44800,
      vat: 0,
      total: 44800,
      amount_due: 44800,
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
    expect(within(quote).getAllByText('$44,800.00').length).toBeGreaterThanOrEqual(2);
    expect(within(quote).getByText('Amount Due')).toBeInTheDocument();
    expect(screen.getAllByText('Acme Staffing').length).toBeGreaterThanOrEqual(1);
    expect(container.textContent).not.toMatch(/\b(costs?|wages?|burden|margin|gross profit)\b/i);
    expect(screen.getByRole('button', { name: 'Approve and Sign' })).toBeInTheDocument();
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
