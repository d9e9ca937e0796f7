import { cityId, client, dallasSite, type StateIds } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import type { TestContext } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';

export interface QuoteFixture {
  org: TestOrganization;
  ids: StateIds;
  /** An Approved calculation of the Team Member: a forklift driver and a picker in Dallas, a clerk in LA. */
  calculationId: number;
}

/**
 * An organisation with Texas SUTA 2.7% and an 8.25% Total Invoice sales tax in Dallas, and an Approved
 * calculation whose first person is the calculations tests' hourly worker ($20 pay, $30 bill, 40 h):
 * revenue $1,200.00, cost $895.60, sales tax $99.00 each.
 */
export async function quoteFixture(ctx: TestContext, domain: string): Promise<QuoteFixture> {
  const org = await createOrganization(ctx.database.db, domain);
  const { ids, dallas } = await dallasSite(ctx);
  const la = await cityId(ctx, ids.CA, 'Los Angeles');
  const owner = client(ctx, org.members.Owner.cookie);
  await owner.post('/organization_settings/suta', { sutaList: [{ state: ids.TX, value: 2.7 }] });
  const tax = await owner.post('/organization_settings/sales_tax', {
    state: ids.TX,
    city: dallas,
    tax: 8.25,
    tax_type: 'total_invoice',
  });
  if (tax.status !== 200) throw new Error(`sales tax: ${JSON.stringify(tax.body)}`);
  const member = client(ctx, org.members['Team Member'].cookie);
  const created = await member.post('/organization_team/calculation/create', {
    name: 'Dallas and LA crew',
    person_list: [
      hourlyPerson(ids.TX, dallas, { job: 'Forklift driver' }),
      hourlyPerson(ids.TX, dallas, { job: 'Picker', bill: '40' }),
      hourlyPerson(ids.CA, la, { job: 'Clerk' }),
    ],
  });
  if (created.status !== 200) throw new Error(`calculation: ${JSON.stringify(created.body)}`);
  return { org, ids, calculationId: created.body.data.calculation.id };
}

/** A valid create body: two forklift drivers in Texas, the picker and the clerk left out. */
export const createBody = (f: QuoteFixture, over: Record<string, unknown> = {}) => ({
  id: f.calculationId,
  company_name: 'Acme Logistics',
  quote_number: 'Q-0001',
  quote_state: [f.ids.TX],
  person_selection_data: [
    { index: 0, count: 2 },
    { index: 1, count: 0 },
    { index: 2, count: 1 },
  ],
  terms: 'Net 30. Overtime billed at 1.5x.',
  ...over,
});

/** The client signs the quote on its public page, typing her name, over the document she was shown. */
export async function signAsClient(ctx: TestContext, uuid: string) {
  const view = (await ctx.app.inject(`/api/quote/client/${uuid}`)).json().data.quotation;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/quote/client/${uuid}/sign`,
    payload: {
      signer_name: 'Ada Client',
      signer_email: 'ada@acme.test',
      signature: { type: 'typed', text: 'Ada Client' },
      consent: true,
      document_sha256: view.document_sha256,
    },
  });
  if (res.statusCode !== 200) throw new Error(`signing failed ${res.statusCode}: ${res.body}`);
}
