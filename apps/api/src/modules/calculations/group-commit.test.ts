import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculations } from '../../db/schema';
import { client, dallasSite, type StateIds } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { insertCalculationBatched, type NewCalculationRow } from './insert-batch';
import { saveAs, texasOrganization } from './saves.test-helpers';

/**
 * Saves arriving together are written together, one statement for the lot (docs/performance.md#group-commit):
 * each save must still get its own row and id, its own list, and its own errors. On the embedded database, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
let ids: StateIds;
let dallas: number;
let losAngelesArea: number;

beforeAll(async () => {
  ctx = await createTestApp({ SESSION_CACHE_MS: '60000' });
  ({ ids, dallas } = await dallasSite(ctx));
  losAngelesArea = (await ctx.app.inject(`/api/cities?state_id=${ids.CA}`)).json().data[0].id;
});
afterAll(() => ctx.close());

const organization = (domain: string) => texasOrganization(ctx, ids, domain);
const save = (org: TestOrganization, name: string, city = dallas) => saveAs(ctx, ids, org, name, city);

const listOf = async (org: TestOrganization) =>
  (await client(ctx, org.members.Admin.cookie).get('/organization_team/calculations?per_page=50')).body.data;

describe('saves written together', () => {
  it('gives 30 parallel saves in two organisations their own ids and lists, and a bad one its 400', async () => {
    const [north, south] = [await organization('group-north'), await organization('group-south')];
    const sent = Array.from({ length: 30 }, (_, i) => ({
      org: i % 2 ? south : north,
      name: `Batch crew ${i}`,
    }));
    // Two saves name a city outside Texas: refused, while the 30 around them land.
    const answers = await Promise.all([
      ...sent.map((s) => save(s.org, s.name)),
      save(north, 'Wrong city north', losAngelesArea),
      save(south, 'Wrong city south', losAngelesArea),
    ]);
    const good = answers.slice(0, 30);
    for (const bad of answers.slice(30)) {
      expect(bad.status).toBe(400);
      expect(bad.body.errors['person_list.0.wc_states.0.city_id']).toEqual([
        'City is not in the chosen state',
      ]);
    }
    expect(good.map((a) => a.status)).toEqual(Array(30).fill(200));
    const savedIds = good.map((a) => a.body.data.calculation.id as number);
    expect(new Set(savedIds).size).toBe(30);

    for (const org of [north, south]) {
      const mine = sent.flatMap((s, i) => (s.org === org ? [{ id: savedIds[i], name: s.name }] : []));
      const list = await listOf(org);
      expect(list.total).toBe(15);
      const shown = list.calculation.map((c: { id: number; name: string }) => ({ id: c.id, name: c.name }));
      // Exactly its own fifteen, each under the name it was saved with: none of the other organisation's.
      expect(shown.sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(
        mine.sort((a, b) => a.id! - b.id!),
      );
    }
    // What a fresh read of the database answers is the same.
    const kept = [await listOf(north), await listOf(south)];
    ctx.app.readCache.clear();
    expect([await listOf(north), await listOf(south)]).toEqual(kept);
  });

  it('retries a refused batch row by row: only the bad row fails', async () => {
    const org = await organization('group-refused');
    const row = (name: string, userId: number): NewCalculationRow => ({
      organizationId: org.id,
      userId,
      teamId: null,
      name,
      status: 'Approved',
      taxYear: 2026,
      personList: [],
      rateSnapshot: {},
      results: {},
      revenue: '100.00',
      totalCost: '60.00',
      grossProfit: '40.00',
      grossProfitPercent: '40.00',
      personCount: 0,
      searchText: name.toLowerCase(),
      revenueText: '100.00',
      updatedAt: new Date(),
      updatedById: userId,
    });
    const owner = org.members.Owner.userId;
    // In one turn of the event loop: the middle row names no user (a foreign key the database refuses).
    const results = await Promise.allSettled([
      insertCalculationBatched(ctx.database.db, row('First', owner)),
      insertCalculationBatched(ctx.database.db, row('Nobody', 2_000_000_000)),
      insertCalculationBatched(ctx.database.db, row('Third', owner)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await ctx.database.db
      .select({ id: calculations.id, name: calculations.name, revenue: calculations.revenue })
      .from(calculations)
      .where(eq(calculations.organizationId, org.id));
    expect(stored.map((s) => s.name).sort()).toEqual(['First', 'Third']);
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answered.map((a) => [a.name, a.revenue])).toEqual([
      ['First', '100.00'],
      ['Third', '100.00'],
    ]);
    const byNumber = (a: number, b: number) => a - b;
    expect(answered.map((a) => a.id).sort(byNumber)).toEqual(stored.map((s) => s.id).sort(byNumber));
  });
});
