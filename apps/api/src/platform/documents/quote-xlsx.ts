import type { QuoteDocument } from '@app/contracts/quotes/responses';
import ExcelJS from 'exceljs';
import { addRow, MONEY_FMT } from './calculation-xlsx';

/**
 * The quote as a workbook: one sheet "Quote" with the header facts, one row per line with real numbers (bill
 * rate, hours, amount, sales tax), then Sub-Total, Sales tax and Total as numbers. No cost or margin figure.
 */
export async function quoteXlsx(doc: QuoteDocument): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = doc.organization.name;
  const sheet = wb.addWorksheet('Quote', { views: [{ state: 'frozen', ySplit: 7 }] });
  sheet.columns = [
    { key: 'title', width: 30 },
    { key: 'state', width: 16 },
    { key: 'count', width: 8 },
    { key: 'bill_rate', width: 12 },
    { key: 'hours', width: 10 },
    { key: 'amount', width: 16 },
    { key: 'sales_tax', width: 14 },
  ];
  addRow(sheet, { title: doc.organization.name, state: doc.organization.address ?? '' }).font = {
    bold: true,
  };
  addRow(sheet, {
    title: 'Quote',
    state: doc.quote_number,
    count: doc.revision > 1 ? `revision ${doc.revision}` : '',
  });
  addRow(sheet, { title: 'Client', state: doc.company_name });
  addRow(sheet, { title: 'Issue date', state: doc.issue_date });
  addRow(sheet, { title: 'Valid until', state: doc.valid_until });
  addRow(sheet, {});
  const header = addRow(sheet, {
    title: 'Role',
    state: 'State',
    count: 'Qty',
    bill_rate: 'Bill rate',
    hours: 'Hours',
    amount: 'Amount',
    sales_tax: 'Sales tax',
  });
  header.font = { bold: true };
  for (const l of doc.lines) {
    const row = addRow(sheet, {
      title: l.title,
      state: l.state,
      count: l.count,
      bill_rate: l.bill_rate,
      hours: l.hours,
      amount: l.amount,
      sales_tax: l.sales_tax,
    });
    for (const key of ['bill_rate', 'amount', 'sales_tax']) row.getCell(key).numFmt = MONEY_FMT;
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
    addRow(sheet, { title: 'Terms', state: doc.terms });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
