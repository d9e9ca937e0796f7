import { listQuotesQuerySchema } from '@app/contracts/quotes/requests';
import type { QuoteRow } from '@app/contracts/quotes/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { QuotesPage } from './quotes-page';

const row = (over: Partial<QuoteRow>): QuoteRow => ({
  id: 1,
  uuid: 'u'.repeat(43),
  quote_number: 'Q-0001',
  revision: 1,
  client_name: 'Globex Logistics',
  user: { id: 9, first_name: 'Marcus', last_name: 'Lee', email: 'manager@acme.test', image: null },
  team_id: null,
  revenue: 44800,
  sales_tax: 2800,
  total: 47600,
  issue_date: '2026-11-23',
  valid_until: '2026-12-23',
  status: 'Waiting for approval',
  superseded: false,
  approved_revision: null,
  created_at: '2026-11-23T18:00:00.000Z',
  ...over,
});

const rows = [
  row({}),
  row({ id: 2, quote_number: 'Q-0002', client_name: 'Initech', total: 1234567.8, status: 'Approved' }),
];

/** GET /organization_team/quotes: the server filters by `search` (client or quote number) and records each query. */
function fakeListApi(all: QuoteRow[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post('*/api/organization/members', () => HttpResponse.json({ data: { organization_members: [] } })),
    http.get('*/api/organization_team/quotes', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const q = listQuotesQuerySchema.parse(query);
      const term = q.search?.toLowerCase();
      const hit = all.filter(
        (r) =>
          (!term ||
            r.client_name.toLowerCase().includes(term) ||
            r.quote_number.toLowerCase().includes(term)) &&
          (!q.status || r.status === q.status),
      );
      return HttpResponse.json({
        data: { quotation: hit, total: hit.length, page: q.page, per_page: q.per_page },
      });
    }),
  );
  return { queries };
}

const table = () => screen.getByRole('table', { name: 'Quotes' });

describe('the quotes list', () => {
  it('shows each quote’s number, client, member, total with sales tax, date and status', async () => {
    fakeListApi(rows);
    renderPage(<QuotesPage />, { route: '/quotes', path: '/quotes' });
    const initech = await screen.findByRole('row', { name: /Q-0002/ }, { timeout: 30_000 });
    expect(initech).toHaveTextContent(
      /Initech.*Marcus Lee.*manager@acme\.test.*\$1,234,567\.80.*11\/23\/2026.*Approved/,
    );
    expect(within(initech).getByRole('link', { name: 'Download quote Q-0002 as PDF' })).toHaveAttribute(
      'href',
      '/api/quotations/download/2/pdf',
    );
    expect(within(initech).getByRole('button', { name: 'Send quote Q-0002' })).toBeInTheDocument();
  });

  it('searches on the server, and a click on a row opens its quote', async () => {
    const api = fakeListApi(rows);
    const { user } = renderPage(<QuotesPage />, { route: '/quotes', path: '/quotes' });
    await screen.findByRole('row', { name: /Q-0002/ }, { timeout: 30_000 });
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.paste('initech');
    await waitFor(
      () => expect(within(table()).queryByRole('row', { name: /Q-0001/ })).not.toBeInTheDocument(),
      { timeout: 15_000 },
    );
    // The server did the searching, from the first page.
    expect(api.queries.filter((q) => q.search)).toEqual([
      expect.objectContaining({ search: 'initech', page: '1' }),
    ]);
    await user.click(within(table()).getByText('Initech'));
    expect(await screen.findByText('Page /quote/2')).toBeInTheDocument();
  });

  it('explains where quotes come from when there are none', async () => {
    fakeListApi([]);
    renderPage(<QuotesPage />, { route: '/quotes', path: '/quotes' });
    expect(await screen.findByRole('heading', { name: 'No quotes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Calculations' })).toHaveAttribute('href', '/calculations');
  });
});
