import { expect, it } from 'vitest';
import { drainJobs, useTestApp } from '../../testing/test-app';
import { quoteFixture } from '../quotes/quotes.test-helpers';
import { typedV1Client } from './testing/typed-client';
import { makeKey } from './testing/v1-client';

const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: '1000' });

it('turns an Approved calculation into a quote and sends it, through the generated typed client', async () => {
  const f = await quoteFixture(ctx, 'v1-quotes');
  const key = await makeKey(ctx, f.org.members.Owner.cookie, 'read_write');
  const api = typedV1Client(ctx, key.key);
  /** A quote of the fixture's calculation in Texas, billing one of its first person unless told. */
  const quoteBody = (over: { client_name?: string; quote_number?: string } = {}) => ({
    calculation_id: f.calculationId,
    client_name: 'Acme Logistics',
    quote_number: 'API-1001',
    state_id: f.ids.TX,
    persons: [{ index: 0, count: 1 }],
    ...over,
  });
  const made = await api.POST('/api/v1/quotes', {
    body: {
      ...quoteBody(),
      persons: [
        { index: 0, count: 2 },
        { index: 1, count: 0 },
        { index: 2, count: 0 },
      ],
    },
    headers: { 'idempotency-key': 'quote-api-1001' },
  });
  expect(made.response.status).toBe(201);
  const quote = made.data!.data;
  // The fixture's worker: $1,200.00 revenue each, 8.25% Dallas sales tax; two billed.
  expect(quote.figures.revenue).toBe('2400.00');
  expect(quote.figures.sales_tax).toBe('198.00');
  expect(quote.figures.total).toBe('2598.00');
  expect(quote.status).toBe('new');
  expect(quote.signature).toBeNull();

  const sent = await api.POST('/api/v1/quotes/{id}/send', {
    params: { path: { id: quote.id } },
    body: { email: 'buyer@acme.test' },
  });
  expect(sent.response.status).toBe(200);
  expect(sent.data!.data.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await drainJobs(ctx);

  const listed = await api.GET('/api/v1/quotes', { params: { query: { limit: 10 } } });
  expect(listed.data!.data.map((q) => q.quote_number)).toContain('API-1001');
  const again = await api.POST('/api/v1/quotes', { body: quoteBody() });
  expect(again.response.status).toBe(400);
  expect(again.error!.error.fields).toHaveProperty('quote_number');

  const other = await api.POST('/api/v1/quotes', {
    body: quoteBody({ client_name: '', quote_number: 'API-1002' }),
  });
  expect(other.response.status).toBe(400);
  expect(Object.keys(other.error!.error.fields ?? {})).toContain('client_name');
});
