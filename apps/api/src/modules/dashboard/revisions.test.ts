import { beforeAll, describe, expect, it } from 'vitest';
import { client, dallasSite } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from '../calculations/calculations.test-helpers';
import { signAsClient } from '../quotes/quotes.test-helpers';

/*
 * Which revision of a quote counts (docs/product/quotes.md#signed-quotes-and-revisions): a signed quote stays
 * actual revenue until a newer revision of it is signed, and then only the newer one counts. The client signs
 * Q-0001 revision 1; the member makes revision 2 (fewer workers), the client declines it, revision 3 (more
 * workers) is signed, revision 4 is declined. After each step the dashboard, the team row, the member row and the
 * leaderboard must show exactly the revenue of the revision the quote page says is signed and counted; every
 * expected figure is read from the quote's own page (its revenue and gross profit), never computed here.
 */

const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const org = useOrganization(ctx, 'revisions');
let teamId: number;
let calculationId: number;
let stateId: number;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const owner = client(ctx, org.members.Owner.cookie);
  const team = await owner.post('/organization_teams/create', {
    team_name: 'Dallas Desk',
    members: [{ user_id: org.members['Team Member'].userId, role: 4 }],
  });
  expect(team.status).toBe(200);
  teamId = team.body.data.team_id;
  const { ids, dallas } = await dallasSite(ctx);
  stateId = ids.TX;
  const created = await member().post('/organization_team/calculation/create', {
    name: 'Dallas crew',
    person_list: [hourlyPerson(ids.TX, dallas, { job: 'Forklift driver' })],
  });
  expect(created.status).toBe(200);
  calculationId = created.body.data.calculation.id;
});

const member = () => client(ctx, org.members['Team Member'].cookie);
const owner = () => client(ctx, org.members.Owner.cookie);

interface Quote {
  id: number;
  uuid: string;
  revision: number;
  version: number;
  status: string;
  revenue: number;
  gross_profit: number;
  counted: boolean;
  next_revision_id: number | null;
  previous_revision_id: number | null;
  approved_revision: { id: number; revision: number; signed: boolean } | null;
}

const load = async (id: number): Promise<Quote> => {
  const res = await member().post('/organization_team/quotation', { id });
  expect(res.status).toBe(200);
  return res.body.data.quotation;
};

const sign = (q: Quote) => signAsClient(ctx, q.uuid);

async function decline(q: Quote) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/quote/client/${q.uuid}/decline`,
    payload: { reason: 'Too many workers' },
  });
  expect(res.statusCode).toBe(200);
}

async function revise(q: Quote, count: number): Promise<Quote> {
  const res = await member().post('/organization_team/quote/update', {
    id: q.id,
    version: q.version,
    person_selection_data: [{ index: 0, count }],
    new_revision: true,
  });
  expect(res.status).toBe(200);
  return load(res.body.data.quotation.id);
}

/** What a user reads on each page for the actual tab, Total. */
async function actualFigures() {
  const api = owner();
  const q = `revenue=actual&period=total&today=${TODAY}`;
  const [org, team, teams, members, board] = await Promise.all([
    api.get(`/dashboard/overview?${q}`),
    api.get(`/dashboard/overview?${q}&team_id=${teamId}`),
    api.get(`/dashboard/teams?${q}`),
    api.get(`/dashboard/team_members?team_id=${teamId}&${q}`),
    api.get(`/dashboard/leaderboard?${q}`),
  ]);
  const row = teams.body.data.teams.find((t: { info: { id: number } }) => t.info.id === teamId);
  const memberRow = members.body.data.members[0];
  return {
    revenue: org.body.data.summary.revenue,
    grossProfit: org.body.data.summary.gross_profit,
    quotes: org.body.data.summary.quotes,
    teamRevenue: team.body.data.summary.revenue,
    teamRow: [row.revenue, row.grossprofit, row.invoices],
    memberRow: [memberRow.revenue, memberRow.invoices],
    leaderboard: board.body.data.members.map((m: { revenue: number }) => m.revenue),
    hasData: org.body.data.has_data,
  };
}

/** The figures when exactly `counted` counts as actual revenue. */
const expected = (counted: Quote) => ({
  revenue: counted.revenue,
  grossProfit: counted.gross_profit,
  quotes: 1,
  teamRevenue: counted.revenue,
  teamRow: [counted.revenue, counted.gross_profit, 1],
  memberRow: [counted.revenue, 1],
  leaderboard: [counted.revenue],
  hasData: true,
});

/** The quotes list shows the quote once, at its current revision, with the signed revision's state beside it. */
async function expectListedOnce(current: { revision: number; status: string }, signed: Quote) {
  const res = await owner().get('/organization_team/quotes?search=Q-0001');
  expect(res.status).toBe(200);
  expect(res.body.data.quotation).toEqual([
    expect.objectContaining({
      ...current,
      approved_revision: { id: signed.id, revision: signed.revision, signed: true },
    }),
  ]);
}

describe('revisions of a signed quote on the dashboards', () => {
  it('counts the signed revision once through revise, decline, sign again and decline', async () => {
    const made = await member().post('/organization_team/quote/create', {
      id: calculationId,
      company_name: 'Acme Logistics',
      quote_number: 'Q-0001',
      quote_state: [stateId],
      person_selection_data: [{ index: 0, count: 2 }],
      terms: 'Net 30',
    });
    expect(made.status).toBe(200);
    const r1 = await load(made.body.data.quotation.id);
    // Nothing signed yet: real zeros, not demo figures (the organisation has a quote).
    expect(await actualFigures()).toMatchObject({ revenue: 0, quotes: 0, hasData: true });

    await sign(r1);
    const signed1 = await load(r1.id);
    expect(signed1).toMatchObject({ status: 'Approved', counted: true });
    expect(signed1.revenue).toBeGreaterThan(0);
    expect(await actualFigures()).toEqual(expected(signed1));

    // Revision 2 (one worker instead of two): the sale of revision 1 stays, once.
    const r2 = await revise(signed1, 1);
    expect(r2.revenue).toBeLessThan(signed1.revenue);
    expect(r2).toMatchObject({
      revision: 2,
      status: 'New quotations',
      previous_revision_id: r1.id,
      approved_revision: { id: r1.id, revision: 1, signed: true },
    });
    const old1 = await load(r1.id);
    expect(old1).toMatchObject({ counted: true, next_revision_id: r2.id });
    expect(await actualFigures()).toEqual(expected(old1));
    await expectListedOnce({ revision: 2, status: 'New quotations' }, r1);
    const listed = await owner().get('/organization_team/quotes');
    expect(listed.body.data.total).toBe(1);

    // The client declines revision 2: revision 1 is still the sale.
    await decline(r2);
    expect(await actualFigures()).toEqual(expected(await load(r1.id)));

    // Revision 3 (three workers), signed: now it alone counts, and revision 1 no longer.
    const r3 = await revise(await load(r2.id), 3);
    expect(r3.revenue).toBeGreaterThan(signed1.revenue);
    await sign(r3);
    const signed3 = await load(r3.id);
    expect(signed3).toMatchObject({ status: 'Approved', counted: true, approved_revision: null });
    expect(await load(r1.id)).toMatchObject({ counted: false, status: 'Approved' });
    expect(await load(r2.id)).toMatchObject({ counted: false, next_revision_id: r3.id });
    expect(await actualFigures()).toEqual(expected(signed3));

    // Revision 4, declined: revision 3 stays the sale.
    const r4 = await revise(signed3, 1);
    await decline(r4);
    expect(await load(r4.id)).toMatchObject({
      status: 'Not Approved',
      approved_revision: { id: r3.id, revision: 3, signed: true },
    });
    expect(await actualFigures()).toEqual(expected(await load(r3.id)));
    await expectListedOnce({ revision: 4, status: 'Not Approved' }, r3);
    // The earlier revisions on request: four rows.
    const all = await owner().get('/organization_team/quotes?search=Q-0001&include_superseded=true');
    expect(all.body.data.total).toBe(4);
  });
});
