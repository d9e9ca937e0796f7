import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import { client } from '../../testing/member-client';
import { createOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { TEAM_EXPORT_HEADER } from './dashboard.test-helpers';

/**
 * Team names are users' text: read back as a spreadsheet program reads the export, none may become a formula
 * and each must keep its text (docs/security.md#spreadsheet-formula-neutralising).
 */
const HOSTILE = [
  "x;=2+5+cmd|' /C calc'!A0",
  'x,=2+5',
  'a\t=1+1',
  '=HYPERLINK("http://evil.example","click")',
  '@SUM(A1:A9)',
  '-2+3',
  'two\n+lines',
];
const SAFE = ['Smith, "Jones" & Co', 'North; East', 'Plain team'];
/** What a cell shows when it would start a formula in any reader: a leading apostrophe keeps it text. */
const shown = (name: string) => (HOSTILE.includes(name) ? `'${name}` : name);
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const ctx = useTestApp();
let owner: ReturnType<typeof client>;
let cookie: string;
beforeAll(async () => {
  const org = await createOrganization(ctx.database.db, 'cells');
  cookie = org.members.Owner.cookie;
  owner = client(ctx, cookie);
  await ctx.database.db
    .insert(teams)
    .values([...HOSTILE, ...SAFE].map((name) => ({ organizationId: org.id, name })));
});

const download = (query: string) =>
  ctx.app.inject({
    url: `/api/dashboard/teams/export?revenue=actual&period=total&today=2026-06-15&${query}`,
    headers: { cookie, host: 'localhost:3000' },
  });

describe('team export cells', () => {
  for (const [separator, delimiter] of [
    ['comma', ','],
    ['semicolon', ';'],
  ] as const) {
    it(`CSV with ${separator}s: every name is one cell, intact, and no cell starts a formula`, async () => {
      const res = await download(`format=csv&separator=${separator}`);
      expect(res.statusCode).toBe(200);
      const records: string[][] = parse(res.body, { delimiter });
      expect(records[0]).toEqual(TEAM_EXPORT_HEADER);
      const rows = records.slice(1);
      expect(rows.every((row) => row.length === 7)).toBe(true);
      expect(rows.map((row) => row[0]).sort()).toEqual([...HOSTILE, ...SAFE].map(shown).sort());
      const risky = rows.flat().filter((cell) => FORMULA_START.test(cell) && !NUMBER.test(cell));
      expect(risky).toEqual([]);
    });
  }

  it('the semicolon-locale case: names holding a semicolon are quoted in the comma file', async () => {
    const res = await download('format=csv');
    expect(res.body).toContain(`"'x;=2+5+cmd|' /C calc'!A0",`);
    expect(res.body).toContain('"North; East",');
    expect(res.body).toContain(`"'a\t=1+1",`);
  });

  it('XLSX: every name is a text cell with its text, none a formula', async () => {
    const res = await download('format=xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.getWorksheet('Teams')!;
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
      if (n > 2) names.push(row.getCell(1).value);
    });
    expect(names.sort()).toEqual([...HOSTILE, ...SAFE].map(shown).sort());
  });

  it('refuses an unknown separator with the field named', async () => {
    const res = await owner.get(
      '/dashboard/teams/export?format=csv&revenue=actual&period=total&separator=tab',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.separator).toEqual(['separator must be comma or semicolon']);
  });
});
