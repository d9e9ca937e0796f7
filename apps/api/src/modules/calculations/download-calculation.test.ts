import { FIGURE_LABELS } from '@app/contracts/calculations/figure-labels';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityId, client, dallasSite, stateIds } from '../../testing/member-client';
import { createOrganization, useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

const ctx = useTestApp();
const org = useOrganization(ctx, 'docs');
let id: number;
let saved: { total_assignment_calculation: Record<string, number>; gross_profit_percent: number };

beforeAll(async () => {
  const ids = await stateIds(ctx);
  const city = (name: string) => cityId(ctx, ids.TX, name);
  const api = client(ctx, org.members.Owner.cookie);
  await api.post('/organization_settings/suta', { sutaList: [{ state: ids.TX, value: 2.7 }] });
  const res = await api.post('/organization_team/calculation/create', {
    name: 'Q3 light industrial',
    person_list: [
      hourlyPerson(ids.TX, await city('Dallas'), { weeks: '13' }),
      hourlyPerson(ids.TX, await city('Houston'), {
        pay: '24',
        bill: '37.5',
        weeks: '13',
        job: 'Forklift operator',
      }),
    ],
  });
  id = res.body.data.calculation.id;
  saved = (await api.post('/organization_team/calculation', { id })).body.data.calculation;
});

const download = (type: string, cookie = org.members.Owner.cookie) =>
  ctx.app.inject({ url: `/api/calculations/download/${id}/${type}`, headers: { cookie } });

describe('calculation downloads', () => {
  it('gives an XLSX whose Results sheet holds the stored figures as numbers', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Q3-light-industrial.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Inputs', 'Results', 'Hours', 'Breakdown']);
    const sheet = wb.getWorksheet('Results')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = (name: string) => header.indexOf(name);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(2).value).toBe('Total');
    // The columns carry the detail page's labels, never the raw field names.
    expect(header).not.toContain('regular_pay');
    expect(header).not.toContain('k_401');
    expect(header).toEqual(expect.arrayContaining(['Regular pay', '401(k)', 'Gross profit %']));
    for (const figure of [
      'total_revenue',
      'social_security',
      'suta',
      'total_project_cost',
      'gross_profit',
    ] as const) {
      const cell = total.getCell(col(FIGURE_LABELS[figure])).value;
      expect(typeof cell).toBe('number');
      expect(cell).toBe(saved.total_assignment_calculation[figure]);
    }
    expect(sheet.rowCount).toBe(4); // header, two persons, total
    expect(wb.getWorksheet('Inputs')!.getRow(3).getCell(2).value).toBe('Forklift operator');
  });

  it('neutralises text a spreadsheet would run as a formula (= + - @, tab, CR)', async () => {
    const { ids, dallas } = await dallasSite(ctx);
    const risky = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1+1', '\r=1+1'];
    const api = client(ctx, org.members.Owner.cookie);
    const created = await api.post('/organization_team/calculation/create', {
      name: 'Formula check',
      person_list: risky.map((job) => hourlyPerson(ids.TX, dallas, { job })),
    });
    expect(created.status).toBe(200);
    const res = await ctx.app.inject({
      url: `/api/calculations/download/${created.body.data.calculation.id}/xlsx`,
      headers: { cookie: org.members.Owner.cookie },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    for (const sheetName of ['Inputs', 'Results']) {
      const sheet = wb.getWorksheet(sheetName)!;
      const jobs = risky.map((_, i) => sheet.getRow(i + 2).getCell(2));
      for (const [i, cell] of jobs.entries()) {
        expect(cell.type, sheetName).toBe(ExcelJS.ValueType.String);
        expect(cell.formula, sheetName).toBeUndefined();
        // Job names arrive trimmed, so the tab and CR cases reach the sheet as '=1+1'.
        expect(cell.value, sheetName).toBe(`'${risky[i]!.trim()}`);
      }
    }
  });

  it('gives a PDF that reads back with the organisation, the inputs and the totals', async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(text).toContain('docs Staffing');
    expect(text).toContain('Q3 light industrial');
    expect(text).toContain('Forklift operator');
    expect(text).toContain('Texas, Houston');
    expect(text).toContain(usd(saved.total_assignment_calculation.total_revenue!));
    expect(text).toContain(usd(saved.total_assignment_calculation.gross_profit!));
    expect(text).toContain(`${saved.gross_profit_percent.toFixed(2)}%`);
  });

  it('prints California’s regular, overtime and double-time hours per location, re-adding in the PDF and the XLSX', async () => {
    const ids = await stateIds(ctx);
    const api = client(ctx, org.members.Owner.cookie);
    await api.post('/organization_settings/suta', { sutaList: [{ state: ids.CA, value: 3.4 }] });
    const nurse = hourlyPerson(ids.CA, await cityId(ctx, ids.CA, 'Los Angeles'), {
      weeks: '13',
      job: 'Nurse',
    });
    const created = await api.post('/organization_team/calculation/create', {
      name: 'Night shifts',
      person_list: [
        {
          ...nurse,
          assignment: { ...nurse.assignment, shadule: 'shift', work_shadule: '14', shift_per_week: '3' },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const calcId = created.body.data.calculation.id;
    const get = (type: string) =>
      ctx.app.inject({
        url: `/api/calculations/download/${calcId}/${type}`,
        headers: { cookie: org.members.Owner.cookie },
      });

    const parser = new PDFParse({ data: new Uint8Array((await get('pdf')).rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Hours by person and state');
    expect(text).toContain('California: ');
    // 13 weeks of 14 h x 3 at $20 pay and $30 bill: 24 + 12 + 6 h a week at 1x, 1.5x and 2x.
    const row = (kind: string) =>
      new RegExp(
        `${kind}\\s+([\\d.]+)\\s+([\\d,.]+)\\s+\\$([\\d,.]+)\\s+\\$([\\d,.]+)\\s+\\$([\\d,.]+)\\s+\\$([\\d,.]+)`,
      )
        .exec(text)!
        .slice(1)
        .map((v) => Number(v.replace(/,/g, '')));
    const printed = [row('Regular'), row('Overtime'), row('Double time')];
    expect(printed).toEqual([
      [24, 312, 20, 6240, 30, 9360],
      [12, 156, 30, 4680, 45, 7020],
      [6, 78, 40, 3120, 60, 4680],
    ]);
    for (const [, hours, payRate, pay, billRate, revenue] of printed) {
      expect(Math.round(hours! * payRate! * 100)).toBe(Math.round(pay! * 100));
      expect(Math.round(hours! * billRate! * 100)).toBe(Math.round(revenue! * 100));
    }
    // The Total row adds the printed rows: 42 h a week, 546 h, $14,040.00 pay, $21,060.00 revenue.
    const total = /Total\s+([\d.]+)\s+([\d,.]+)\s+\$([\d,.]+)\s+\$([\d,.]+)/
      .exec(text)!
      .slice(1)
      .map((v) => Number(v.replace(/,/g, '')));
    const sum = (i: number) => Math.round(printed.reduce((acc, r) => acc + r[i]! * 100, 0)) / 100;
    expect(total).toEqual([sum(0), sum(1), sum(3), sum(5)]);
    expect(total).toEqual([42, 546, 14040, 21060]);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Hours')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = (name: string) => header.indexOf(name);
    const rows = [2, 3, 4].map((r) => sheet.getRow(r));
    expect(rows.map((r) => r.getCell(col('Kind')).value)).toEqual(['Regular', 'Overtime', 'Double time']);
    expect(
      rows.map((r) => [col('Hours'), col('Pay'), col('Revenue')].map((c) => r.getCell(c).value)),
    ).toEqual(printed.map(([, hours, , pay, , revenue]) => [hours, pay, revenue]));
    expect(String(rows[0]!.getCell(col('State rule')).value)).toMatch(/^California: /);
  });

  it('refuses other organisations and unknown types', async () => {
    const other = await createOrganization(ctx.database.db, 'docs-other');
    expect((await download('pdf', other.members.Owner.cookie)).statusCode).toBe(404);
    expect((await download('docx')).statusCode).toBe(400);
  });
});
