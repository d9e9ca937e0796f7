import { FIGURE_LABELS, GROSS_PROFIT_PERCENT_LABEL } from '@app/contracts/calculations/figure-labels';
import { locationHours } from '@app/contracts/calculations/hours-by-location';
import { spreadsheetText } from '@app/contracts/spreadsheet';
import { MONEY_FIGURES } from '@app/engine';
import ExcelJS from 'exceljs';
import type { CalculationDocument } from './calculation-document';
import { FIGURE_GROUPS } from './figure-labels';

export const MONEY_FMT = '"$"#,##0.00;[Red]-"$"#,##0.00';

/** Adds a row with every string neutralised: job names and cities are users' text, never formulas. */
export function addRow(sheet: ExcelJS.Worksheet, values: Record<string, unknown>): ExcelJS.Row {
  return sheet.addRow(
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? spreadsheetText(v) : v]),
    ),
  );
}

/** The first columns of the Results and Hours sheets: which person's row, at which location. */
const WHERE_COLUMNS = [
  { header: 'Person', key: 'person', width: 8 },
  { header: 'Job', key: 'job', width: 24 },
  { header: 'State', key: 'state', width: 8 },
  { header: 'City', key: 'city', width: 16 },
];

/** Each (person, location) of the results, with the cells of WHERE_COLUMNS. */
function* resultLocations(results: CalculationDocument['results']) {
  for (const [i, p] of results.persons.entries()) {
    for (const r of p.locations) {
      yield { r, where: { person: i + 1, job: p.job_name, state: r.state, city: r.city ?? '' } };
    }
  }
}

/** The calculation as a workbook: Inputs, Results (one row per person and location, real numbers), Breakdown. */
export async function calculationXlsx(doc: CalculationDocument): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = doc.organization.name;
  wb.created = doc.calculation.createdAt;

  const inputs = wb.addWorksheet('Inputs', { views: [{ state: 'frozen', ySplit: 1 }] });
  inputs.columns = [
    { header: 'Person', key: 'person', width: 8 },
    { header: 'Job', key: 'job', width: 26 },
    { header: 'State', key: 'state', width: 16 },
    { header: 'City', key: 'city', width: 18 },
    { header: 'WC code', key: 'wc', width: 18 },
    { header: 'WC rate %', key: 'wcRate', width: 10 },
    { header: 'Pay', key: 'pay', width: 22 },
    { header: 'Bill', key: 'bill', width: 22 },
    { header: 'Schedule', key: 'schedule', width: 26 },
    { header: 'Assignment', key: 'period', width: 26 },
  ];
  doc.persons.forEach((p, i) => {
    for (const l of p.locations) {
      addRow(inputs, {
        person: i + 1,
        job: p.jobName,
        state: l.state,
        city: l.city,
        wc: l.wcCode,
        wcRate: l.wcRate,
        pay: p.pay,
        bill: p.bill,
        schedule: p.schedule,
        period: p.period,
      });
    }
  });
  inputs.getRow(1).font = { bold: true };

  const results = wb.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1, xSplit: 4 }] });
  results.columns = [
    ...WHERE_COLUMNS,
    { header: 'Total hours', key: 'hours', width: 12 },
    // The detail page's labels (packages/contracts figure-labels), never the raw field names.
    ...MONEY_FIGURES.map((f) => ({
      header: FIGURE_LABELS[f],
      key: f,
      width: 16,
      style: { numFmt: MONEY_FMT },
    })),
    { header: GROSS_PROFIT_PERCENT_LABEL, key: 'gpp', width: 12 },
  ];
  for (const { r, where } of resultLocations(doc.results)) {
    addRow(results, {
      ...where,
      hours: r.time.total_hours,
      ...r.total_assignment_calculation,
      gpp: r.gross_profit_percent,
    });
  }
  const s = doc.results.summary;
  const total = addRow(results, {
    job: 'Total',
    hours: s.time.total_hours,
    ...s.total_assignment_calculation,
    gpp: s.gross_profit_percent,
  });
  total.font = { bold: true };
  results.getRow(1).font = { bold: true };

  // Regular, overtime and double-time hours of each (person, location), as the PDF and the page show them.
  const hours = wb.addWorksheet('Hours', { views: [{ state: 'frozen', ySplit: 1 }] });
  hours.columns = [
    ...WHERE_COLUMNS,
    { header: 'Kind', key: 'kind', width: 12 },
    { header: 'A week', key: 'perWeek', width: 10, style: { numFmt: '#,##0.00' } },
    { header: 'Hours', key: 'hours', width: 10, style: { numFmt: '#,##0.00' } },
    { header: 'Pay rate', key: 'payRate', width: 12, style: { numFmt: MONEY_FMT } },
    { header: 'Pay', key: 'pay', width: 14, style: { numFmt: MONEY_FMT } },
    { header: 'Bill rate', key: 'billRate', width: 12, style: { numFmt: MONEY_FMT } },
    { header: 'Revenue', key: 'revenue', width: 14, style: { numFmt: MONEY_FMT } },
    { header: 'State rule', key: 'rule', width: 48 },
  ];
  hours.getRow(1).font = { bold: true };
  for (const { r, where } of resultLocations(doc.results)) {
    const h = locationHours(r);
    for (const row of h.rows) {
      addRow(hours, {
        ...where,
        kind: row.label,
        perWeek: row.per_week,
        hours: row.hours,
        payRate: row.pay_rate,
        pay: row.pay,
        billRate: row.bill_rate,
        revenue: row.revenue,
        rule: h.rule,
      });
    }
  }

  const breakdown = wb.addWorksheet('Breakdown');
  breakdown.columns = [
    { header: 'Figure', key: 'label', width: 32 },
    { header: 'Assignment', key: 'total', width: 18, style: { numFmt: MONEY_FMT } },
    { header: 'Per hour', key: 'hour', width: 14, style: { numFmt: MONEY_FMT } },
  ];
  breakdown.getRow(1).font = { bold: true };
  for (const group of FIGURE_GROUPS) {
    addRow(breakdown, { label: group.title }).font = { bold: true };
    for (const [key, label] of group.figures) {
      addRow(breakdown, {
        label,
        total: s.total_assignment_calculation[key],
        hour: s.base_hour_calculation?.[key] ?? null,
      });
    }
  }
  addRow(breakdown, {});
  addRow(breakdown, { label: GROSS_PROFIT_PERCENT_LABEL, total: s.gross_profit_percent }).getCell(
    'total',
  ).numFmt = '0.00"%"';

  return Buffer.from(await wb.xlsx.writeBuffer());
}
