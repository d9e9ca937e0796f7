import { usDate } from '@app/contracts/format';
import { QUOTE_LINE_HEADINGS as H, quoteLineRows } from '@app/contracts/quotes/lines';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import ExcelJS from 'exceljs';
import { addRow, MONEY_FMT } from './calculation-xlsx';

/**
 * The quote as a workbook: one sheet "Quote" with the header facts (dates MM/DD/YYYY, as every quote shows
 * them), one row per billed line with real numbers (people, hours per person, rate, amount), then Sub-Total,
 * Sales tax and Total as numbers. No cost or margin figure.
 */
export async function quoteXlsx(doc: QuoteDocument): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = doc.organization.name;
  const sheet = wb.addWorksheet('Quote', { views: [{ state: 'frozen', ySplit: 7 }] });
  sheet.columns = [
    { key: 'title', width: 30 },
    { key: 'detail', width: 28 },
    { key: 'people', width: 8 },
    { key: 'hours', width: 16 },
    { key: 'rate', width: 12 },
    { key: 'amount', width: 16 },
  ];
  addRow(sheet, { title: doc.organization.name, detail: doc.organization.address ?? '' }).font = {
    bold: true,
  };
  addRow(sheet, {
    title: 'Quote',
    detail: doc.quote_number,
    people: doc.revision > 1 ? `revision ${doc.revision}` : '',
  });
  addRow(sheet, { title: 'Client', detail: doc.company_name });
  addRow(sheet, { title: 'Issue date', detail: usDate(doc.issue_date) });
  addRow(sheet, { title: 'Valid until', detail: usDate(doc.valid_until) });
  addRow(sheet, {});
  const header = addRow(sheet, {
    title: H.item,
    detail: '',
    people: H.people,
    hours: H.hours,
    rate: H.rate,
    amount: H.amount,
  });
  header.font = { bold: true };
  // The same lines as the page and the PDF (quoteLineRows), as numbers: people x hours x rate = amount.
  for (const l of quoteLineRows(doc.lines)) {
    const row = addRow(sheet, {
      title: l.title,
      detail: l.detail,
      people: l.people,
      hours: l.hours,
      rate: l.rate,
      amount: l.amount,
    });
    row.getCell('hours').numFmt = '#,##0.00';
    for (const key of ['rate', 'amount']) row.getCell(key).numFmt = MONEY_FMT;
  }
  addRow(sheet, {});
  for (const [label, value] of [
    ['Sub-Total', doc.sub_total],
    ['Sales tax', doc.sales_tax],
    ['Total', doc.total],
  ] as const) {
    const row = addRow(sheet, { title: label, amount: value });
    row.getCell('amount').numFmt = MONEY_FMT;
    row.font = { bold: label === 'Total' };
  }
  if (doc.terms) {
    addRow(sheet, {});
    addRow(sheet, { title: 'Terms', detail: doc.terms });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
