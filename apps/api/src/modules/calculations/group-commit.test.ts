import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculations } from '../../db/schema';
import { SESSION_CHANNEL } from '../../plugins/auth';
import { client, useDallasSite } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { insertCalculationBatched, insertCalculationRows, type NewCalculationRow } from './insert-batch';
import { saveAs, texasOrganization } from './saves.test-helpers';

/**
 * Saves arriving together are written together, one statement for the lot (docs/performance.md#group-commit):
 * each save must still get its own row and id, its own list, and its own errors. On the embedded database, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
const ctx = useTestApp({ SESSION_CACHE_MS: '60000' });
const site = useDallasSite(ctx);
let losAngelesArea: number;

beforeAll(async () => {
  losAngelesArea = (await ctx.app.inject(`/api/cities?state_id=${site.ids.CA}`)).json().data[0].id;
});

const organization = (domain: string) => texasOrganization(ctx, site.ids, domain);
const save = (org: TestOrganization, name: string, city = site.dallas) =>
  saveAs(ctx, site.ids, org, name, city);

const listOf = async (org: TestOrganization) =>
  (await client(ctx, org.members.Admin.cookie).get('/organization_team/calculations?per_page=50')).body.data;

/** The payloads NOTIFY sends on `channel` from now on: over a connection of its own on PostgreSQL, else in PGlite. */
async function listening(channel: string) {
  const payloads: string[] = [];
  const { database } = ctx;
  const stop = database.listen
    ? await database.listen(
        channel,
        (payload) => payloads.push(payload),
        () => {},
      )
    : await (database.db as unknown as { $client: PGlite }).$client.listen(channel, (payload) =>
        payloads.push(payload),
      );
  return { payloads, stop: async () => void (await stop()) };
}

/** A new calculation's row as the save stores it, with made-up figures. */
const rowOf = (org: TestOrganization, name: string, userId: number): NewCalculationRow => ({
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
    const row = (name: string, userId: number) => ({ row: rowOf(org, name, userId) });
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

  it('writes two batches at once over the same organisations in opposite orders, both at the first try', async () => {
    // Each row adds to its organisation's monthly count (a locked upsert): batches taking those locks in opposite
    // orders deadlocked on PostgreSQL, and one waited a second to be refused and written again row by row.
    const [east, west] = [await organization('group-east'), await organization('group-west')];
    const eastRow = (name: string) => rowOf(east, name, east.members.Owner.userId);
    const westRow = (name: string) => rowOf(west, name, west.members.Owner.userId);
    // Twenty rows of each, so that the two statements run long enough to overlap.
    const rows = (make: (name: string) => NewCalculationRow, name: string) =>
      Array.from({ length: 20 }, (_, i) => make(`${name} ${i}`));
    for (let round = 0; round < 5; round++) {
      const first = [...rows(eastRow, `East ${round}a`), ...rows(westRow, `West ${round}a`)];
      const second = [...rows(westRow, `West ${round}b`), ...rows(eastRow, `East ${round}b`)];
      const answers = await Promise.all([
        insertCalculationRows(
          ctx.database.db,
          first.map((row) => ({ row })),
        ),
        insertCalculationRows(
          ctx.database.db,
          second.map((row) => ({ row })),
        ),
      ]);
      // Each batch answers its rows in the order it gave them.
      expect(answers.map((batch) => batch.map((r) => r.name))).toEqual([
        first.map((r) => r.name),
        second.map((r) => r.name),
      ]);
    }
    // The monthly counts (the dashboard reads them) took every row once.
    const counted = await ctx.database.db.execute(
      sql`select sum(calculations)::int as n from calculation_month_counts
          where organization_id in (${east.id}, ${west.id}) group by organization_id order by organization_id`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([200, 200]);
  });
  it('tells the other processes in the insert itself: each row its notice with what it stored, none for a refused row', async () => {
    const org = await organization('group-notices');
    const owner = org.members.Owner.userId;
    const heard = await listening(SESSION_CHANNEL);
    try {
      // One batch: three saves with a notice, one refused (it names no user).
      const results = await Promise.allSettled([
        insertCalculationBatched(ctx.database.db, { row: rowOf(org, 'One', owner), notice: '{"save":"a"}' }),
        insertCalculationBatched(ctx.database.db, { row: rowOf(org, 'Two', owner), notice: '{"save":"b"}' }),
        insertCalculationBatched(ctx.database.db, {
          row: rowOf(org, 'Nobody', 2_000_000_000),
          notice: '{"save":"lost"}',
        }),
        insertCalculationBatched(ctx.database.db, {
          row: rowOf(org, 'Three', owner),
          notice: '{"save":"c"}',
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      // The refused batch told nobody; written again row by row, each stored row told its own notice, with
      // its id and name as stored and the organisation's cached-reads counter its insert left.
      await expect.poll(() => heard.payloads.length, { timeout: 5000 }).toBe(3);
      const told = heard.payloads
        .map(
          (p) =>
            JSON.parse(p) as { save: string; inserted: { id: number; name: string }; readsVersion: number },
        )
        .sort((x, y) => x.save.localeCompare(y.save));
      expect(told.map((t) => [t.save, t.inserted.id, t.inserted.name, t.readsVersion])).toEqual(
        ['a', 'b', 'c'].map((save, i) => [save, stored[i]!.id, stored[i]!.name, stored[i]!.readsVersion]),
      );
    } finally {
      await heard.stop();
    }
  });
});
