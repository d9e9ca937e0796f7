import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import { updateQuoteBodySchema } from '@app/contracts/quotes/requests';
import type { QuotationDetail, QuoteDocument } from '@app/contracts/quotes/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { QuoteDetailPage } from './quote-detail-page';
import { isoDaysFromToday } from './utils/format';

const validUntil = isoDaysFromToday(30);
const doc = (over: Partial<QuoteDocument> = {}): QuoteDocument => ({
  quote_number: 'Q-0042',
  revision: 1,
  company_name: 'Globex Logistics',
  issue_date: '2026-11-23',
  valid_until: validUntil,
  start_date: '2026-12-01',
  end_date: '2027-02-26',
  terms: 'Net 30.',
  currency: 'USD',
  organization: { name: 'Acme Staffing', address: '1 Main St, Dallas TX', image: null },
  lines: [
    {
      title: 'Order picker',
      state: 'TX',
      count: 2,
      bill_rate: 28,
      hours: 960,
      amount: 26880,
      sales_tax: 0,
    },
  ],
  sub_total: 26880,
  sales_tax: 0,
  total: 26880,
  ...over,
});

/** Quote Q-0042, revision 1, signed by the client: two Order pickers (individual 0) and no Forklift operator. */
const signedQuote = (over: Partial<QuotationDetail> = {}): QuotationDetail => ({
  id: 42,
  uuid: 'u'.repeat(43),
  invoice: 'Q-0042',
  quote_number: 'Q-0042',
  revision: 1,
  client_name: 'Globex Logistics',
  company_name: 'Globex Logistics',
  calculation_id: 5,
  team_id: null,
  user: { id: 9, first_name: 'Marcus', last_name: 'Lee', email: 'manager@acme.test', image: null },
  created_by: null,
  status: 'Approved',
  quote_state: [48],
  person_selection_data: [
    { index: 0, count: 2 },
    { index: 1, count: 0 },
  ],
  issue_date: '2026-11-23',
  valid_until: validUntil,
  terms: 'Net 30.',
  items: [],
  document: doc(),
  document_sha256: 'a'.repeat(64),
  revenue: 26880,
  vat: 0,
  sales_tax: 0,
  sub_total: 26880,
  balance: 26880,
  total: 26880,
  total_cost: 20000,
  gross_profit: 6880,
  sent_at: '2026-11-23T18:00:00.000Z',
  signed_at: '2026-11-24T09:30:00.000Z',
  signer_name: 'Dana Client',
  signer_email: 'dana@globex.test',
  signer_ip: '203.0.113.9',
  signer_user_agent: 'Mozilla/5.0',
  signed_document_sha256: 'a'.repeat(64),
  signature_type: 'typed',
  declined_at: null,
  decline_reason: null,
  superseded_at: null,
  previous_revision_id: null,
  next_revision_id: null,
  counted: true,
  approved_revision: null,
  link_expired: false,
  duration: { start_date: '2026-12-01', end_date: '2027-02-26' },
  organization: { name: 'Acme Staffing', image: null },
  version: 3,
  created_at: '2026-11-23T17:00:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
  ...over,
});

/**
 * The quote API as the server behaves: an edit of the signed quote 42 must ask for a new revision (else 409),
 * which becomes quote 43, revision 2, New quotations, and 42 is kept (superseded). Records each edit sent.
 */
function fakeQuoteApi() {
  const quotes = new Map<number, QuotationDetail>([[42, signedQuote()]]);
  const edits: unknown[] = [];
  server.use(
    http.post('*/api/organization_team/quotation', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      const quotation = quotes.get(id);
      if (!quotation) return HttpResponse.json({ message: 'Quote not found' }, { status: 404 });
      return HttpResponse.json({
        data: { quotation, duration: quotation.duration, organization: quotation.organization },
      });
    }),
    http.get('*/api/organization_team/quote/:id/events', () => HttpResponse.json({ data: { events: [] } })),
    http.post('*/api/organization_team/calculation', () =>
      HttpResponse.json({
        data: {
          calculation: {
            id: 5,
            name: 'Dallas DC',
            status: 'Approved',
            person_list: [wirePerson({ job: 'Order picker' }), wirePerson({ job: 'Forklift operator' })],
          },
        },
      }),
    ),
    http.post('*/api/organization_team/quote/update', async ({ request }) => {
      const body = updateQuoteBodySchema.parse(await request.json());
      edits.push(body);
      const old = quotes.get(body.id)!;
      if (old.signed_at && !body.new_revision) {
        return HttpResponse.json({ message: 'This quote is signed and locked.' }, { status: 409 });
      }
      const next = signedQuote({
        id: 43,
        revision: 2,
        status: 'New quotations',
        company_name: body.company_name!,
        client_name: body.company_name!,
        person_selection_data: body.person_selection_data!,
        document: doc({ revision: 2, company_name: body.company_name! }),
        sent_at: null,
        signed_at: null,
        signer_name: null,
        signer_email: null,
        signer_ip: null,
        signer_user_agent: null,
        signed_document_sha256: null,
        signature_type: null,
        previous_revision_id: 42,
        approved_revision: { id: 42, revision: 1, signed: true },
        version: 1,
      });
      quotes.set(43, next);
      quotes.set(42, { ...old, superseded_at: '2026-11-25T10:00:00.000Z', next_revision_id: 43 });
      return HttpResponse.json({
        status: 200,
        message: 'Revision 2 created',
        data: {
          quotation: {
            id: 43,
            uuid: 'v'.repeat(43),
            quote_number: 'Q-0042',
            revision: 2,
            status: 'New quotations',
            version: 1,
          },
        },
      });
    }),
  );
  return { edits };
}

const openQuote = (id: number) =>
  renderPage(<QuoteDetailPage />, { route: `/quote/${id}`, path: '/quote/:id' });

describe('Quote page: Edit and revisions', () => {
  it('edits a signed quote as revision 2, opens it with its number, and links back to the signed revision 1', async () => {
    const api = fakeQuoteApi();
    const { user, router } = openQuote(42);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit quote Q-0042' });
    // The form starts from the quote: its client and its counts per individual of the calculation.
    const company = await within(dialog).findByRole('textbox', { name: /Company name/ });
    expect(company).toHaveValue('Globex Logistics');
    expect(within(dialog).getByRole('textbox', { name: 'Count of Order picker' })).toHaveValue('2');
    expect(within(dialog).getByRole('textbox', { name: 'Count of Forklift operator' })).toHaveValue('0');
    expect(
      within(dialog).getByText(/Dana Client signed revision 1; it stays exactly as signed/),
    ).toBeVisible();

    await user.clear(company);
    await user.type(company, 'Globex Logistics LLC');
    await user.click(within(dialog).getByRole('button', { name: 'One more Forklift operator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save as revision 2' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/43'));
    expect(api.edits).toEqual([
      expect.objectContaining({
        id: 42,
        version: 3,
        new_revision: true,
        company_name: 'Globex Logistics LLC',
        person_selection_data: [
          { index: 0, count: 2 },
          { index: 1, count: 1 },
        ],
        quote_state: [48],
        valid_until: validUntil,
      }),
    ]);
    expect(await screen.findByText('Revision 2 created')).toBeVisible();
    // The new revision shows its number and leads to the signed one, which says it was replaced.
    expect(await screen.findByRole('heading', { name: 'Revision 2' })).toBeVisible();
    // Until revision 2 is signed, the signed revision 1 is the sale the dashboards count.
    expect(screen.getByTestId('revision-count')).toHaveTextContent(
      'Revision 1 (signed) counts in Actual Revenue until this revision is signed.',
    );
    await user.click(screen.getByRole('link', { name: 'revision 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/42'));
    expect(await screen.findByText('Replaced by a newer revision')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // Revision 1 leads forward to revision 2, from the notice and from the Revision panel.
    const forward = screen.getAllByRole('link', { name: 'revision 2' });
    expect(forward).toHaveLength(2);
    await user.click(forward[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/43'));
  });

  it('checks the form with the API’s rules before saving, and an unsent quote saves in place', async () => {
    const api = fakeQuoteApi();
    server.use(
      http.post('*/api/organization_team/quotation', () => {
        const quotation = signedQuote({
          status: 'New quotations',
          sent_at: null,
          signed_at: null,
          signer_name: null,
        });
        return HttpResponse.json({
          data: { quotation, duration: quotation.duration, organization: quotation.organization },
        });
      }),
    );
    const { user } = openQuote(42);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quote Q-0042' });
    await user.clear(await within(dialog).findByRole('textbox', { name: /Company name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'One less Order picker' }));
    await user.click(within(dialog).getByRole('button', { name: 'One less Order picker' }));
    expect(within(dialog).queryByRole('checkbox', { name: /Save as revision/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Company name is required')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/at least one/i);
    expect(api.edits).toEqual([]);
  });
});
