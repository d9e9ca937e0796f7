import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, quotes } from '../../db/schema';
import { cityId, client, dallasSite, type StateIds } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';

/**
 * Quotes a client can check with a calculator (docs/product/quotes.md#figures): every line of the PDF and the
 * XLSX is re-added here from the printed figures (people x hours per person x rate, to the cent), then the
 * Sub-Total, the tax and the Total; California's daily overtime and double time are lines of their own
 * (docs/calculation-model.md#state-daily-overtime-and-double-time); a person's alternative locations are billed once; and the quote's
 * gross profit is the calculation's and the dashboard's, to the cent.
 */

const ctx = useTestApp();
const org = useOrganization(ctx, 'quote-lines');
let ids: StateIds;
let sites: { TX: number; CA: number };

beforeAll(async () => {
  const site = await dallasSite(ctx);
  ids = site.ids;
  sites = { TX: site.dallas, CA: await cityId(ctx, ids.CA, 'Los Angeles') };
  const owner = client(ctx, org.members.Owner.cookie);
  const suta = await owner.post('/organization_settings/suta', {
    sutaList: [
      { state: ids.TX, value: 2.7 },
      { state: ids.CA, value: 3.4 },
    ],
  });
  expect(suta.status, JSON.stringify(suta.body)).toBe(200);
  // Texas taxes the invoice, California the gross profit: both of the model's sales-tax rules.
  for (const [state, city, tax, type] of [
    [ids.TX, sites.TX, 8.25, 'total_invoice'],
    [ids.CA, sites.CA, 7.5, 'gross_profit'],
  ] as const) {
    const res = await owner.post('/organization_settings/sales_tax', { state, city, tax, tax_type: type });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 120_000);

const owner = () => client(ctx, org.members.Owner.cookie);
let serial = 0;

type Site = 'TX' | 'CA';
interface RandomPerson {
  pay: number; // cents
  markup: number; // percent
  hoursPerShift: number;
  shifts: number;
  days: number | null; // dated assignment of so many days, or 13 weeks
  sites: Site[];
  count: number;
}

const personArb = fc.record({
  pay: fc.integer({ min: 1200, max: 9000 }),
  markup: fc.integer({ min: 10, max: 90 }),
  // Up to 14 h and 7 shifts: California's daily overtime, double time past 12 h and the seventh day.
  hoursPerShift: fc.integer({ min: 6, max: 14 }),
  shifts: fc.integer({ min: 3, max: 7 }),
  days: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
  sites: fc.constantFrom<Site[]>(['TX'], ['CA'], ['TX', 'CA'], ['CA', 'TX']),
  count: fc.integer({ min: 0, max: 6 }),
});

function wireOf(p: RandomPerson, i: number) {
  const pay = (p.pay / 100).toFixed(2);
  const bill = ((p.pay * (100 + p.markup)) / 10_000).toFixed(2);
  const person = wirePerson({
    job: `Role ${i + 1}`,
    pay,
    bill,
    sites: p.sites.map((s) => [String(ids[s]), String(sites[s])]),
  });
  // A shift schedule: over 40 h a week is overtime, billed at 1.5 x.
  const assignment: Record<string, unknown> = {
    ...person.assignment,
    shadule: 'shift',
    work_shadule: String(p.hoursPerShift),
    shift_per_week: String(p.shifts),
  };
  if (p.days !== null) {
    const start = new Date(Date.UTC(2026, 0, 5));
    const end = new Date(start.getTime() + (p.days - 1) * 86_400_000);
    Object.assign(assignment, {
      have_start_end_date: 'yes',
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
    });
  }
  return { ...person, assignment };
}

async function calculation(persons: RandomPerson[], job?: string) {
  const res = await owner().post('/organization_team/calculation/create', {
    name: `Random ${serial++}`,
    person_list: persons.map((p, i) => ({ ...wireOf(p, i), ...(job ? { job_name: job } : {}) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.calculation.id as number;
}

async function quote(calcId: number, state: Site, counts: number[]) {
  return owner().post('/organization_team/quote/create', {
    id: calcId,
    company_name: 'Calculator Check Co',
    quote_number: `QL-${serial++}`,
    quote_state: [ids[state]],
    person_selection_data: counts.map((count, index) => ({ index, count })),
  });
}

const download = async (id: number, kind: 'pdf' | 'xlsx') => {
  const res = await ctx.app.inject({
    url: `/api/quotations/download/${id}/${kind}`,
    headers: { cookie: org.members.Owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** "$1,234.56" or "1,234.56" in whole cents (or hundredths of an hour). */
const hundredthsOf = (text: string) => {
  const [whole, frac = ''] = text.replace(/[$,]/g, '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
/** people x hours x rate from the printed figures, half up to the cent: what a client's calculator gives. */
const calculatorCents = (people: number, hours: number, rate: number) => {
  const exact = BigInt(people) * BigInt(hours) * BigInt(rate); // hundredths x hundredths: 1/100 of a cent
  return Number(exact / 100n + (exact % 100n >= 50n ? 1n : 0n));
};

type Kind = 'regular hours' | 'overtime hours' | 'double-time hours';

/**
 * The kinds of hours a shift week bills in a state, from the rule table of docs/calculation-model.md#state-daily-overtime-and-double-time
 * (written out here, not asked of the engine): Texas has the federal weekly rule; California splits each day at
 * 8 and 12 h, makes the 7th shift in a row overtime (double time past 8 h), then moves regular hours past 40.
 */
function expectedKinds(p: RandomPerson, state: Site): Kind[] {
  const h = p.hoursPerShift;
  const s = p.shifts;
  if (state === 'TX') return h * s > 40 ? ['regular hours', 'overtime hours'] : ['regular hours'];
  const seventh = s === 7;
  const ordinary = seventh ? s - 1 : s;
  const overtime = h > 8 || seventh || Math.min(h, 8) * ordinary > 40;
  const doubletime = h > 12 || (seventh && h > 8);
  return [
    'regular hours',
    ...(overtime ? (['overtime hours'] as const) : []),
    ...(doubletime ? (['double-time hours'] as const) : []),
  ];
}

interface PrintedLine {
  people: number;
  hours: number;
  rate: number;
  amount: number;
}

/** The billed lines and totals as the PDF prints them, read back from its text. */
async function pdfFigures(id: number) {
  const text = (await new PDFParse({ data: new Uint8Array(await download(id, 'pdf')) }).getText()).text;
  const lines: PrintedLine[] = [];
  const row = /(\d+)\s+([\d,]+\.\d{2})\s+(\$[\d,]+\.\d{2})\/h\s+(\$[\d,]+\.\d{2})/g;
  for (const m of text.matchAll(row)) {
    lines.push({
      people: Number(m[1]),
      hours: hundredthsOf(m[2]!),
      rate: hundredthsOf(m[3]!),
      amount: hundredthsOf(m[4]!),
    });
  }
  const total = (label: string) => {
    const m = new RegExp(`${label}\\s+(\\$[\\d,]+\\.\\d{2})`).exec(text);
    expect(m, `${label} in the PDF`).not.toBeNull();
    return hundredthsOf(m![1]!);
  };
  return {
    text,
    lines,
    subTotal: total('Sub-Total'),
    tax: total('Sales tax'),
    total: total('Total \\(Sub-Total \\+ sales tax\\)'),
  };
}

/** The same from the XLSX's numbers: the rows between the heading "Item" and the Sub-Total. */
async function xlsxFigures(id: number) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await download(id, 'xlsx')) as unknown as ArrayBuffer);
  const rows = (wb.getWorksheet('Quote')!.getSheetValues().filter(Boolean) as unknown[][]).map((r) =>
    r.slice(1),
  );
  const start = rows.findIndex((r) => r[0] === 'Item');
  const lines: PrintedLine[] = [];
  const kinds: string[] = [];
  const asHundredths = (v: unknown) => Math.round(Number(v) * 100);
  for (const r of rows.slice(start + 1)) {
    if (r[0] === 'Sub-Total') break;
    kinds.push(String(r[1]).split(' · ')[1]!);
    lines.push({
      people: Number(r[2]),
      hours: asHundredths(r[3]),
      rate: asHundredths(r[4]),
      amount: asHundredths(r[5]),
    });
  }
  const value = (label: string) => asHundredths(rows.find((r) => r[0] === label)![5]);
  return { lines, kinds, subTotal: value('Sub-Total'), tax: value('Sales tax'), total: value('Total') };
}

function expectAddsUp(printed: { lines: PrintedLine[]; subTotal: number; tax: number; total: number }) {
  for (const l of printed.lines) expect(l.amount).toBe(calculatorCents(l.people, l.hours, l.rate));
  expect(printed.lines.reduce((s, l) => s + l.amount, 0)).toBe(printed.subTotal);
  expect(printed.subTotal + printed.tax).toBe(printed.total);
}

describe('quote lines a client re-adds with a calculator', () => {
  it('every line of the PDF and the XLSX is people x hours x rate to the cent, and the totals add up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(personArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<Site>('TX', 'CA'),
        async (persons, state) => {
          fc.pre(persons.some((p) => p.count > 0 && p.sites.includes(state)));
          const calcId = await calculation(persons);
          const res = await quote(
            calcId,
            state,
            persons.map((p) => p.count),
          );
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const id = res.body.data.quotation.id as number;
          const billed = persons.filter((p) => p.count > 0 && p.sites.includes(state));
          const kinds = billed.flatMap((p) => expectedKinds(p, state));

          const pdf = await pdfFigures(id);
          // Each billed person once (its other location is an alternative), each kind of hours on a line of
          // its own, in the order regular, overtime, double time.
          expect(pdf.lines).toHaveLength(kinds.length);
          expect(pdf.lines.map((l) => l.people)).toEqual(
            billed.flatMap((p) => expectedKinds(p, state).map(() => p.count)),
          );
          const doubleTime = kinds.filter((k) => k === 'double-time hours').length;
          expect(pdf.text.split('· double-time hours').length - 1).toBe(doubleTime);
          expectAddsUp(pdf);
          const { kinds: printedKinds, ...xlsx } = await xlsxFigures(id);
          expect(printedKinds).toEqual(kinds);
          expect(xlsx).toEqual({ lines: pdf.lines, subTotal: pdf.subTotal, tax: pdf.tax, total: pdf.total });
          expectAddsUp(xlsx);
        },
      ),
      { numRuns: 8, seed: Number(process.env.FC_SEED ?? 30) },
    );
  }, 240_000);

  it('bills a person with two work locations once: one work state per quote, another state is another quote', async () => {
    const person: RandomPerson = {
      pay: 2000,
      markup: 50,
      hoursPerShift: 10,
      shifts: 5,
      days: 91,
      sites: ['TX', 'CA'],
      count: 2,
    };
    const calcId = await calculation([person]);
    const both = await owner().post('/organization_team/quote/create', {
      id: calcId,
      company_name: 'Two States Inc',
      quote_number: `QL-${serial++}`,
      quote_state: [ids.TX, ids.CA],
      person_selection_data: [{ index: 0, count: 2 }],
    });
    expect(both.status).toBe(400);
    expect(both.body.errors.quote_state).toEqual(['One work state per quote: make a quote for each state']);

    const texas = await quote(calcId, 'TX', [2]);
    expect(texas.status).toBe(200);
    const pdf = await pdfFigures(texas.body.data.quotation.id);
    // 13 weeks of 50 h: 40 regular and 10 overtime hours a week, each once for each of the 2 people.
    expect(pdf.lines.map((l) => [l.people, l.hours])).toEqual([
      [2, 52_000],
      [2, 13_000],
    ]);
    expect(pdf.text).toContain('Texas · regular hours');
    expect(pdf.text).not.toContain('California');
    // 520 h x $30.00 and 130 h x $45.00, for 2 people: $31,200.00 + $11,700.00.
    expect(pdf.subTotal).toBe(4_290_000);
  });
});

describe('California shifts', () => {
  it('bill 12 h x 3 as 8 regular and 4 overtime hours a day, where Texas bills all 12 as regular', async () => {
    const nurse: RandomPerson = {
      pay: 3000,
      markup: 60,
      hoursPerShift: 12,
      shifts: 3,
      days: null,
      sites: ['CA', 'TX'],
      count: 2,
    };
    const calcId = await calculation([nurse], 'Registered nurse');
    const ca = await quote(calcId, 'CA', [2]);
    expect(ca.status, JSON.stringify(ca.body)).toBe(200);
    const pdf = await pdfFigures(ca.body.data.quotation.id);
    // 13 weeks: 24 regular h at $48.00 and 12 overtime h at $72.00 a week, for each of the 2 people.
    expect(pdf.lines).toEqual([
      { people: 2, hours: 31_200, rate: 4800, amount: 2_995_200 },
      { people: 2, hours: 15_600, rate: 7200, amount: 2_246_400 },
    ]);
    expect(pdf.text).toContain('California · overtime hours');
    expect(pdf.text).not.toContain('double-time hours');
    expect(pdf.subTotal).toBe(5_241_600);

    const tx = await quote(calcId, 'TX', [2]);
    expect((await pdfFigures(tx.body.data.quotation.id)).lines).toEqual([
      { people: 2, hours: 46_800, rate: 4800, amount: 4_492_800 },
    ]);
  });

  it('bill 14 h x 3 with 2 double-time hours a day at twice the bill rate, re-added from the PDF and the XLSX', async () => {
    const calcId = await calculation(
      [{ pay: 2000, markup: 50, hoursPerShift: 14, shifts: 3, days: null, sites: ['CA'], count: 1 }],
      'Night nurse',
    );
    const res = await quote(calcId, 'CA', [1]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.quotation.id as number;
    const pdf = await pdfFigures(id);
    // 13 weeks of 24 regular, 12 overtime and 6 double-time hours, billed at $30.00, $45.00 and $60.00.
    expect(pdf.lines).toEqual([
      { people: 1, hours: 31_200, rate: 3000, amount: 936_000 },
      { people: 1, hours: 15_600, rate: 4500, amount: 702_000 },
      { people: 1, hours: 7_800, rate: 6000, amount: 468_000 },
    ]);
    expect(pdf.text).toContain('California · double-time hours');
    expectAddsUp(pdf);
    const xlsx = await xlsxFigures(id);
    expect(xlsx.kinds).toEqual(['regular hours', 'overtime hours', 'double-time hours']);
    expect(xlsx.lines).toEqual(pdf.lines);
    expect(xlsx.subTotal).toBe(2_106_000);
    expectAddsUp(xlsx);
  });
});

describe('a crew', () => {
  it('of identical workers is one line per kind of hours with its people counted, not the same line twice', async () => {
    const worker: RandomPerson = {
      pay: 2500,
      markup: 40,
      hoursPerShift: 8,
      shifts: 5,
      days: null,
      sites: ['TX'],
      count: 1,
    };
    const calcId = await calculation([worker, worker, { ...worker, count: 3 }], 'Order picker');
    const res = await quote(calcId, 'TX', [1, 1, 3]);
    expect(res.status).toBe(200);
    const pdf = await pdfFigures(res.body.data.quotation.id);
    // 13 weeks of 40 h at $35.00: 5 people x 520.00 h x $35.00/h = $91,000.00.
    expect(pdf.lines).toEqual([{ people: 5, hours: 52_000, rate: 3500, amount: 9_100_000 }]);
  });
});

describe('the demo organisation (seed)', () => {
  it('quotes one work state each, so no worker’s hours are billed for a second state', async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(organizations).where(eq(organizations.businessDomain, 'demo'));
    const rows = await db.select().from(quotes).where(eq(quotes.organizationId, demo!.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const q of rows) {
      expect(q.quoteStateIds).toHaveLength(1);
      const doc = q.document as QuoteDocument;
      expect(new Set(doc.lines.map((l) => l.state)).size).toBe(1);
    }
  });
});

describe('one rounding rule: calculation, quote and dashboard', () => {
  it('a quote of a whole calculation has its gross profit to the cent, and the dashboard adds exactly that', async () => {
    const dashboardGp = async () => {
      const res = await owner().get('/dashboard/overview?revenue=actual&period=total');
      expect(res.status).toBe(200);
      return Math.round(res.body.data.summary.gross_profit * 100);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(personArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<Site>('TX', 'CA'),
        async (drawn, state) => {
          // Every person at the quote's state alone and billed once: the quote is the whole calculation.
          const persons = drawn.map((p) => ({ ...p, sites: [state], count: 1 }));
          const calcId = await calculation(persons);
          const calc = (await owner().post('/organization_team/calculation', { id: calcId })).body.data
            .calculation;
          const res = await quote(
            calcId,
            state,
            persons.map(() => 1),
          );
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const id = res.body.data.quotation.id as number;
          const before = await dashboardGp();
          const approved = await owner().post('/organization_team/quote/update/status', {
            id,
            status: 'Approved',
          });
          expect(approved.status).toBe(200);
          const q = approved.body.data.quotation;
          const calcGp = Math.round(calc.total_assignment_calculation.gross_profit * 100);
          expect(Math.round(q.gross_profit * 100)).toBe(calcGp);
          expect((await dashboardGp()) - before).toBe(calcGp);
        },
      ),
      { numRuns: 8, seed: Number(process.env.FC_SEED ?? 9) },
    );
  }, 240_000);
});
