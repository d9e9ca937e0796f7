import { personWireSchema } from '@app/contracts/calculation';
import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import { priceList } from '@app/pricing';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceYears } from '../../seed/reference';
import { type ReferenceYear, readReferenceYears } from '../../seed/reference-years';
import { cityId, client, stateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { referenceDataChanged } from '../reference/reference-cache';

/*
 * The year boundary (docs/reference-data.md#a-year-not-in-the-data): an assignment running into a year the
 * reference data does not have yet is priced with the latest year's figures and says so; a new year's file
 * changes that year's figures only, and only once a saved calculation is recalculated.
 * LAST is the latest year with federal figures in the shipped files, NEXT the year after it.
 */
const shipped = readReferenceYears();
const LAST = Math.max(...shipped.filter((y) => y.federal).map((y) => y.year));
const NEXT = LAST + 1;
const lastYear = shipped.find((y) => y.year === LAST)!;

/*
 * FIXTURE, NOT REAL DATA: made-up figures for NEXT, never shipped: the last year's federal figures with a FUTA
 * wage base of $8,000, and a Texas SUTA wage base of $10,000.
 */
const FIXTURE_NEXT_YEAR: ReferenceYear = {
  year: NEXT,
  about: 'Test fixture with made-up figures',
  sources: ['test fixture (made-up figures)'],
  federal: { ...lastYear.federal!, futa_wage_base: '8000' },
  futa_credit_reductions: {},
  suta_wage_bases: { TX: '10000' },
  suta_notes: {},
};

const ctx = useTestApp();
const org = useOrganization(ctx, 'year-boundary');
let tx: number;
let dallas: number;

/**
 * $100 an hour billed at $140, full time, in Dallas (SUTA 2.7%), from `start` to `end`. Texas's wage base
 * ($9,000 for LAST) and the $7,000 FUTA base are reached in each year of a two-month assignment: 31 days in
 * December are $17,714.29 of wages (100 x 40 x 31 / 7).
 */
const dated = (start: string, end: string) => {
  const person = wirePerson({
    pay: '100',
    bill: '140',
    sites: [[String(tx), String(dallas)]],
    wc: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1' },
  });
  return {
    ...person,
    assignment: { have_start_end_date: 'yes', shadule: 'full-time', start_date: start, end_date: end },
  };
};
const acrossNewYear = () => dated(`${LAST}-12-01`, `${NEXT}-01-31`);

type Calc = {
  id: number;
  version: number;
  results: {
    summary: { reference_fallbacks: unknown[]; total_assignment_calculation: Record<string, number> };
    persons: { locations: { cap_years: Record<string, number>[] }[] }[];
  };
  rate_snapshot: unknown;
};

const api = () => client(ctx, org.members.Owner.cookie);
const save = async (name: string, person: object, id?: { id: number; version: number }) => {
  const res = await api().post(`/organization_team/calculation/${id ? 'update' : 'create'}`, {
    ...id,
    name,
    person_list: [person],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return read(res.body.data.calculation.id);
};
async function read(id: number) {
  return (await api().post('/organization_team/calculation', { id })).body.data.calculation as Calc;
}
const pdfText = async (id: number) => {
  const res = await ctx.app.inject({
    url: `/api/calculations/download/${id}/pdf`,
    headers: { cookie: org.members.Owner.cookie },
  });
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
};
const capYears = (c: Calc) =>
  c.results.persons[0]!.locations[0]!.cap_years.map((y) => [y.year, y.futa, y.suta]);

const NOTE = `${NEXT}: ${LAST} federal tax figures and SUTA wage base (TX) used; the ${NEXT} figures are not in our reference data.`;

beforeAll(async () => {
  const ids = await stateIds(ctx);
  tx = ids.TX;
  dallas = await cityId(ctx, tx, 'Dallas');
  await api().post('/organization_settings/suta', { sutaList: [{ state: tx, value: 2.7 }] });
});

describe('a year missing from the reference data', () => {
  it('is priced with the last year and said so by the saved calculation, its PDF and the live rates', async () => {
    const calc = await save('Across the new year', acrossNewYear());
    // Each year: FUTA 0.6% x 7,000 = 42.00; SUTA 2.7% x 9,000 = 243.00 (NEXT with LAST's bases).
    expect(capYears(calc)).toEqual([
      [LAST, 42, 243],
      [NEXT, 42, 243],
    ]);
    const expected = [
      { year: NEXT, used_year: LAST, figures: 'federal', state: null },
      { year: NEXT, used_year: LAST, figures: 'suta_wage_base', state: 'TX' },
    ];
    expect(calc.results.summary.reference_fallbacks).toEqual(expected);
    expect(await pdfText(calc.id)).toContain(NOTE);
    // The calculator prices live with the rates endpoint's snapshot and the same pricing: the same fact.
    const rates = await api().post('/organization_team/calculation/rates', {
      locations: [{ state_id: tx, city_id: dallas, start_date: `${LAST}-12-01` }],
    });
    expect(
      priceList([personWireSchema.parse(acrossNewYear())], rates.body.data).summary.reference_fallbacks,
    ).toEqual(expected);
  });

  it("a new year's file changes only that year's figures, and a saved calculation only once recalculated", async () => {
    const across = await save('Saved before the new year', acrossNewYear());
    const inside = await save('Inside the last year', dated(`${LAST}-03-02`, `${LAST}-05-29`));

    await seedReferenceYears(ctx.database.db, [FIXTURE_NEXT_YEAR]);
    try {
      // Saved calculations keep the figures and rates they were priced with until recalculated.
      const kept = await read(across.id);
      expect(kept.results).toEqual(across.results);
      expect(kept.rate_snapshot).toEqual(across.rate_snapshot);
      expect(await pdfText(across.id)).toContain(NOTE);

      const again = await save('Saved before the new year', acrossNewYear(), {
        id: across.id,
        version: across.version,
      });
      // LAST unchanged; NEXT: FUTA 0.6% x 8,000 = 48.00, SUTA 2.7% x 10,000 = 270.00.
      expect(capYears(again)).toEqual([
        [LAST, 42, 243],
        [NEXT, 48, 270],
      ]);
      const before = across.results.summary.total_assignment_calculation;
      const after = again.results.summary.total_assignment_calculation;
      expect(after.futa).toBe(84 + 6);
      expect(after.suta).toBe(486 + 27);
      expect(after.social_security).toBe(before.social_security);
      expect(Math.round((before.gross_profit! - after.gross_profit!) * 100)).toBe(3300); // 6 + 27 = $33.00 less
      expect(again.results.summary.reference_fallbacks).toEqual([]);
      expect(await pdfText(again.id)).not.toContain(`the ${NEXT} figures are not in our reference data`);

      // An assignment inside the last year prices the same to the cent after the new year's file.
      const insideAgain = await save('Inside the last year', dated(`${LAST}-03-02`, `${LAST}-05-29`), {
        id: inside.id,
        version: inside.version,
      });
      expect(insideAgain.results.summary).toEqual(inside.results.summary);
      expect(insideAgain.results.summary.reference_fallbacks).toEqual([]);
    } finally {
      // The fixture year leaves this file's database: the other tests price against the shipped years only.
      await ctx.database.db.execute(sql`delete from federal_tax_years where year = ${NEXT}`);
      await ctx.database.db.execute(sql`delete from state_wage_bases where year = ${NEXT}`);
      // Deleted straight in the database, which only the seed does in production: tell this process.
      referenceDataChanged();
    }
  });

  it('a calculation stored before the list existed still says it on its PDF', async () => {
    const calc = await save('Stored before the note', acrossNewYear());
    await ctx.database.db.execute(
      sql`update calculations set results = (results::jsonb #- '{summary,reference_fallbacks}')::json where id = ${calc.id}`,
    );
    expect((await read(calc.id)).results.summary.reference_fallbacks).toBeUndefined();
    expect(await pdfText(calc.id)).toContain(NOTE);
  });
});
