import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { createBody, type QuoteFixture, quoteFixture, signAsClient } from './quotes.test-helpers';

const ctx = useTestApp();
let f: QuoteFixture;
let other: TestOrganization;

beforeAll(async () => {
  f = await quoteFixture(ctx, 'quotes');
  other = await createOrganization(ctx.database.db, 'quotes-other');
});

/** Moves a quote to `status` as the member `api` signs in as. */
const setStatus = (api: ReturnType<typeof client>, id: number, status: string) =>
  api.post('/organization_team/quote/update/status', { id, status });
const as = (role: 'Owner' | 'Admin' | 'Manager' | 'Team Member', o: TestOrganization = f.org) =>
  client(ctx, o.members[role].cookie);
let seq = 100;
const create = async (over: Record<string, unknown> = {}, fx: QuoteFixture = f) => {
  const res = await as('Team Member', fx.org).post(
    '/organization_team/quote/create',
    createBody(fx, { quote_number: `T-${seq++}`, ...over }),
  );
  expect(res.body.errors).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body.data.quotation as { id: number; uuid: string; version: number; quote_number: string };
};
const load = async (id: number) =>
  (await as('Team Member').post('/organization_team/quotation', { id })).body.data.quotation;

describe('creating a quote', () => {
  it('suggests Q-0001, then the next number once it is used', async () => {
    // An organisation of its own: the other tests' quotes would move its numbers.
    const own = await quoteFixture(ctx, 'quotes-numbers');
    const member = client(ctx, own.org.members['Team Member'].cookie);
    const first = await member.get('/organization_team/quote/next-number');
    expect(first.body.data.quote_number).toBe('Q-0001');
    const res = await member.post('/organization_team/quote/create', createBody(own));
    expect(res.status).toBe(200);
    const next = await member.get('/organization_team/quote/next-number');
    expect(next.body.data.quote_number).toBe('Q-0002');
  });

  it('freezes one billed line per role in the quote’s state, its sales tax and a 30-day validity', async () => {
    const { id } = await create();
    const q = await load(id);
    // Two drivers in Dallas: 2 people x 40 h each x $30 = $2,400.00 (no overtime, so no overtime line); 8.25%
    // sales tax = $198.00. The picker (count 0) and the Los Angeles clerk (California not quoted) are left out.
    expect(q.document.lines).toEqual([
      {
        kind: 'regular',
        title: 'Forklift driver',
        state: 'Texas',
        people: 2,
        hours_per_person: 40,
        rate: 30,
        amount: 2400,
      },
    ]);
    expect(q).toMatchObject({
      status: 'New quotations',
      client_name: 'Acme Logistics',
      revenue: 2400,
      vat: 198,
      total: 2598,
      // Cost 2 x $895.60; gross profit $2,400 - $1,791.20.
      total_cost: 1791.2,
      gross_profit: 608.8,
      terms: 'Net 30. Overtime billed at 1.5x.',
      calculation_id: f.calculationId,
      user: { id: f.org.members['Team Member'].userId },
      revision: 1,
    });
    const issued = Date.parse(`${q.issue_date}T00:00:00Z`);
    expect((Date.parse(`${q.valid_until}T00:00:00Z`) - issued) / 86_400_000).toBe(30);
    expect(q.uuid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.document_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 400 with the field for a missing client, no individual or a state the calculation lacks', async () => {
    const api = as('Team Member');
    const noName = await api.post('/organization_team/quote/create', createBody(f, { company_name: ' ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.errors.company_name).toEqual(['Company name is required']);
    const none = await api.post(
      '/organization_team/quote/create',
      createBody(f, { quote_number: 'Z-1', person_selection_data: [{ index: 0, count: 0 }] }),
    );
    expect(none.status).toBe(400);
    expect(none.body.errors.person_selection_data).toEqual(['Select at least one individual']);
    const negative = await api.post(
      '/organization_team/quote/create',
      createBody(f, { quote_number: 'Z-1', person_selection_data: [{ index: 0, count: -1 }] }),
    );
    expect(negative.status).toBe(400);
    const wrongState = await api.post(
      '/organization_team/quote/create',
      createBody(f, { quote_number: 'Z-1', quote_state: [f.ids.NY] }),
    );
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.errors.quote_state).toEqual(['Choose a state the calculation works in']);
    const early = await api.post(
      '/organization_team/quote/create',
      createBody(f, { quote_number: 'Z-1', issue_date: '2026-05-10', valid_until: '2026-05-01' }),
    );
    expect(early.body.errors.valid_until).toEqual(['Valid until must be on or after the issue date']);
  });

  it('refuses a calculation that is not Approved (409)', async () => {
    const api = as('Team Member');
    const calc = await api.post('/organization_team/calculation', { id: f.calculationId });
    const draft = await api.post('/organization_team/calculation/create', {
      name: 'Draft',
      person_list: calc.body.data.calculation.person_list,
      status: 'New calculation',
    });
    const res = await api.post(
      '/organization_team/quote/create',
      createBody(f, { id: draft.body.data.calculation.id, quote_number: 'D-1' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only an Approved calculation can become a quote');
  });

  it('of 30 parallel creates with one quote number, exactly one wins; the others hear it exists', async () => {
    const api = as('Manager');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.post('/organization_team/quote/create', createBody(f, { quote_number: 'RACE-1' })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(29);
    for (const r of losers) {
      expect(r.status).toBe(400);
      expect(r.body.errors.quote_number).toEqual(['Quote number already exists']);
    }
    // Case does not make a number new.
    const lower = await api.post(
      '/organization_team/quote/create',
      createBody(f, { quote_number: 'race-1' }),
    );
    expect(lower.body.errors.quote_number).toEqual(['Quote number already exists']);
  });

  it('makes the calculation undeletable', async () => {
    await create();
    const res = await as('Team Member').post(`/calculations/delete/${f.calculationId}`);
    expect(res.body.data).toEqual({ status: 0, message: 'A calculation with a quote cannot be deleted.' });
    expect(
      (await as('Team Member').post('/organization_team/calculation', { id: f.calculationId })).status,
    ).toBe(200);
  });
});

describe('status by role', () => {
  it('lets any member mark it Waiting for approval and only reviewers Approve; tells the member', async () => {
    const { id } = await create();
    const member = as('Team Member');
    const approveAsMember = await setStatus(member, id, 'Approved');
    expect(approveAsMember.status).toBe(403);
    const waiting = await setStatus(member, id, 'Waiting for approval');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.quotation.status).toBe('Waiting for approval');
    const approved = await setStatus(as('Manager'), id, 'Approved');
    expect(approved.body.data.quotation.status).toBe('Approved');
    const inbox = await member.get('/notifications?per_page=50');
    expect(JSON.stringify(inbox.body)).toContain('to Approved');
    const events = (await member.get(`/organization_team/quote/${id}/events`)).body.data.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'status_changed',
      'status_changed',
    ]);
    expect(events[2]).toMatchObject({
      actor: `Manager ${f.org.domain}`,
      detail: { from: 'Waiting for approval', to: 'Approved' },
    });
  });
});

describe('another organisation', () => {
  it('gets 404 on every quote route and sees none in its lists', async () => {
    const { id, uuid } = await create();
    const stranger = as('Owner', other);
    expect((await stranger.post('/organization_team/quotation', { id })).status).toBe(404);
    expect((await setStatus(stranger, id, 'Waiting for approval')).status).toBe(404);
    expect(
      (await stranger.post('/organization_team/quote/update', { id, version: 1, terms: 'x' })).status,
    ).toBe(404);
    expect((await stranger.get(`/organization_team/quote/${id}/events`)).status).toBe(404);
    expect((await stranger.post('/organization_team/quote/send', { id, email: 'a@b.co' })).status).toBe(404);
    expect(
      (
        await stranger.post('/organization_team/quote/send', {
          email: 'a@b.co',
          quote_link: `http://x/quote/approve/${uuid}`,
        })
      ).status,
    ).toBe(404);
    const download = await ctx.app.inject({
      url: `/api/quotations/download/${id}/pdf`,
      headers: { cookie: other.members.Owner.cookie },
    });
    expect(download.statusCode).toBe(404);
    expect(
      (await stranger.post('/organization_team/quote/create', createBody(f, { quote_number: 'X-1' }))).status,
    ).toBe(404);
    expect((await stranger.get(`/organization_team/quotes/${f.org.members.Owner.userId}`)).status).toBe(404);
    expect((await stranger.get('/organization_team/quotes')).body.data.total).toBe(0);
  });

  it('needs a session for every internal route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/organization_team/quotes' });
    expect(res.statusCode).toBe(401);
    const byId = await ctx.app.inject({
      method: 'POST',
      url: '/api/organization_team/quotation',
      payload: { id: 1 },
    });
    expect(byId.statusCode).toBe(401);
  });
});

describe('a signed quote', () => {
  it('refuses edits (409) and a change makes revision 2, keeping the signed one', async () => {
    const q = await create({ quote_number: 'SIGN-1' });
    await signAsClient(ctx, q.uuid);
    const signed = await load(q.id);
    const api = as('Team Member');
    const edit = await api.post('/organization_team/quote/update', {
      id: q.id,
      version: signed.version,
      terms: 'Net 15',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('signed and locked');
    const status = await setStatus(as('Owner'), q.id, 'Not Approved');
    expect(status.status).toBe(409);

    const revised = await api.post('/organization_team/quote/update', {
      id: q.id,
      version: signed.version,
      terms: 'Net 15',
      new_revision: true,
    });
    expect(revised.status).toBe(200);
    expect(revised.body.data.quotation).toMatchObject({
      quote_number: 'SIGN-1',
      revision: 2,
      status: 'New quotations',
    });
    const v2 = await load(revised.body.data.quotation.id);
    expect(v2.terms).toBe('Net 15');
    expect(v2.previous_revision_id).toBe(q.id);
    expect(v2.uuid).not.toBe(q.uuid);
    const old = await load(q.id);
    expect(old).toMatchObject({
      status: 'Approved',
      terms: 'Net 30. Overtime billed at 1.5x.',
      signer_name: 'Ada Client',
    });
    expect(old.superseded_at).not.toBeNull();
    // The list shows the current revision; the signed original only on request.
    const list = await api.get('/organization_team/quotes?search=sign-1');
    expect(list.body.data.quotation.map((r: { revision: number }) => r.revision)).toEqual([2]);
    const all = await api.get('/organization_team/quotes?search=sign-1&include_superseded=true');
    expect(all.body.data.total).toBe(2);
  });

  it('an unsigned quote edits in place with its version; a stale version answers 409', async () => {
    const q = await create();
    const api = as('Team Member');
    const ok = await api.post('/organization_team/quote/update', {
      id: q.id,
      version: q.version,
      person_selection_data: [{ index: 1, count: 1 }],
    });
    expect(ok.status).toBe(200);
    // The picker: 40 h x $40 = $1,600.00, 8.25% = $132.00.
    expect(await load(q.id)).toMatchObject({ revenue: 1600, vat: 132, total: 1732, version: 2 });
    const stale = await api.post('/organization_team/quote/update', {
      id: q.id,
      version: q.version,
      terms: 'x',
    });
    expect(stale.status).toBe(409);
  });
});

describe('documents', () => {
  it('gives a PDF that reads back with the letterhead, the client, each line, the sales tax and the total', async () => {
    const { id } = await create({ company_name: 'Parsed Back Inc' });
    const q = await load(id);
    const res = await ctx.app.inject({
      url: `/api/quotations/download/${id}/pdf`,
      headers: { cookie: f.org.members['Team Member'].cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text;
    for (const s of [
      'quotes Staffing',
      'Parsed Back Inc',
      `Quote ${q.quote_number}`,
      'Forklift driver',
      '$30.00/h',
      '$2,400.00',
      '$198.00',
      '$2,598.00',
      'Net 30. Overtime billed at 1.5x.',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toMatch(/gross profit|cost|wage|burden|margin/i);
  });

  it('gives an XLSX whose numbers are the stored figures', async () => {
    const { id } = await create();
    const q = await load(id);
    const res = await ctx.app.inject({
      url: `/api/quotations/download/${id}/xlsx`,
      headers: { cookie: f.org.members['Team Member'].cookie },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Quote')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const line = rows.find((r) => r[1] === 'Forklift driver')!;
    expect(line.slice(1, 7)).toEqual(['Forklift driver', 'Texas · regular hours', 2, 40, 30, 2400]);
    const value = (label: string) => rows.find((r) => r[1] === label)![6];
    expect(value('Sub-Total')).toBe(q.revenue);
    expect(value('Sales tax')).toBe(q.vat);
    expect(value('Total')).toBe(q.total);
  });
});

describe('the quotes list', () => {
  it('filters by status, client, member, total and date, searches, and pages on the server', async () => {
    // An organisation of its own: six quotes, whatever the other tests created.
    const own = await quoteFixture(ctx, 'quotes-page');
    const api = as('Owner', own.org);
    const a = await create({ company_name: 'Zebra Freight', quote_number: 'LIST-7' }, own);
    await create(
      {
        company_name: 'Yak Movers',
        quote_number: 'LIST-8',
        person_selection_data: [{ index: 1, count: 1 }],
      },
      own,
    );
    for (const client of ['Acme Logistics', 'Birch Staffing', 'Cedar Works', 'Delta Crews'])
      await create({ company_name: client }, own);
    await setStatus(as('Manager', own.org), a.id, 'Approved');
    const get = async (q: string) => (await api.get(`/organization_team/quotes?${q}`)).body.data;
    expect(
      (await get('search=zebra')).quotation.map((r: { quote_number: string }) => r.quote_number),
    ).toEqual(['LIST-7']);
    expect((await get('search=list-')).total).toBe(2);
    expect((await get('client=yak')).quotation[0].client_name).toBe('Yak Movers');
    expect((await get('status=Approved&search=list')).quotation.map((r: { id: number }) => r.id)).toEqual([
      a.id,
    ]);
    // Totals: $2,598.00 and $1,732.00; "1732" is the total's start.
    expect((await get('search=1732&client=yak')).total).toBe(1);
    expect(
      (await get('total_min=2000&total_max=2600&search=list')).quotation.map(
        (r: { quote_number: string }) => r.quote_number,
      ),
    ).toEqual(['LIST-7']);
    expect((await get('search=team member')).total).toBeGreaterThan(2);
    expect((await get(`member_id=${own.org.members.Owner.userId}`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`date_from=${today}&date_to=${today}&search=list`)).total).toBe(2);
    expect((await get('date_to=2001-01-01')).total).toBe(0);
    const page = await get('per_page=5&page=1&sort=total&order=asc');
    expect(page.quotation).toHaveLength(5);
    const totals = page.quotation.map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    const row = (await get('search=zebra')).quotation[0];
    expect(row).toMatchObject({
      client_name: 'Zebra Freight',
      total: 2598,
      status: 'Approved',
      user: { first_name: 'Team Member', email: own.org.members['Team Member'].email },
    });
    const bad = await api.get('/organization_team/quotes?per_page=7');
    expect(bad.status).toBe(400);
  });

  it('gives a member’s quotations with their revenue and gross-profit sums', async () => {
    const approved = await create();
    await setStatus(as('Manager'), approved.id, 'Approved');
    const res = await as('Manager').get(
      `/organization_team/approved-quotations/${f.org.members['Team Member'].userId}`,
    );
    expect(res.status).toBe(200);
    const rows = res.body.data.quotation as { status: string; revenue: number; gross_profit: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'Approved')).toBe(true);
    expect(res.body.data.revenue).toBeCloseTo(
      rows.reduce((s, r) => s + r.revenue, 0),
      2,
    );
  });
});

describe('sending', () => {
  it('refuses an address that is not one, and e-mails the link with the PDF, moving it to Waiting for approval', async () => {
    const q = await create();
    const api = as('Team Member');
    const bad = await api.post('/organization_team/quote/send', { id: q.id, email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(['Please enter a valid email address']);
    const res = await api.post('/organization_team/quote/send', {
      email: 'Buyer@Acme.test',
      quote_link: `http://quotes.localhost:3000/quote/approve/${q.uuid}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(`Quote ${q.quote_number} was sent to buyer@acme.test`);
    const after = await load(q.id);
    expect(after.status).toBe('Waiting for approval');
    expect(after.sent_at).not.toBeNull();
    const events = (await api.get(`/organization_team/quote/${q.id}/events`)).body.data.events;
    expect(events.find((e: { type: string }) => e.type === 'sent').detail.to).toBe('buyer@acme.test');
  });
});
