import { locationHours } from '@app/contracts/calculations/hours-by-location';
import { referenceYearNotes } from '@app/contracts/calculations/reference-years';
import type { CalculationDocument } from './calculation-document';
import { FIGURE_GROUPS } from './figure-labels';
import {
  heading,
  INK,
  LEFT,
  letterhead,
  letterPdf,
  MUTED,
  money,
  table,
  tableTitle,
  titleBlock,
  WIDTH,
} from './pdf-layout';

type AssignmentFigures = CalculationDocument['results']['summary']['total_assignment_calculation'];

/** A row of "Results by person and state" (a person's location, or the total): its money and its GP %. */
const resultRow = (label: string, f: AssignmentFigures, grossProfitPercent: number) => [
  label,
  money(f.total_revenue),
  money(f.total_wages),
  money(f.employer_taxes),
  money(f.risk + f.benefits + f.other_costs),
  money(f.gross_profit),
  `${grossProfitPercent.toFixed(2)}%`,
];

/** The calculation as a printable PDF: letterhead, summary, inputs, results per person and state, breakdown. */
export function calculationPdf(doc: CalculationDocument): Promise<Buffer> {
  const { pdf, done } = letterPdf({ Title: doc.calculation.name, Author: doc.organization.name });

  const { calculation: c, results } = doc;
  const s = results.summary;
  const t = s.total_assignment_calculation;
  const textX = letterhead(pdf, doc.organization.logo, doc.organization.name, 300);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Staffing cost calculation', textX, pdf.y + 2);
  titleBlock(
    pdf,
    { text: c.name, size: 11, color: INK },
    [
      `Status: ${c.status}`,
      `${c.createdAt.toISOString().slice(0, 10)} · prepared by ${c.author}`,
      `Tax year ${c.taxYear}`,
    ],
    112,
  );

  heading(pdf, 'Summary');
  table(
    pdf,
    ['', 'Revenue', 'Total cost', 'Gross profit', 'Gross profit %', 'Profit / hour'],
    [
      [
        'Whole assignment',
        money(t.total_revenue),
        money(t.total_project_cost),
        money(t.gross_profit),
        `${s.gross_profit_percent.toFixed(2)}%`,
        money(s.profitability.assignment_profit_per_hour),
      ],
    ],
    [120, 80, 80, 80, 78, 78],
  );
  // Years priced with another year's reference figures, worded as the calculation page words them
  // (docs/product/calculations.md#reference-years).
  const notes = referenceYearNotes(s.reference_fallbacks);
  if (notes.length > 0) {
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#93370d')
      .text(notes.join('\n'), LEFT, pdf.y, { width: WIDTH });
    pdf.moveDown(0.8);
  }

  heading(pdf, 'Inputs');
  const inputRows = doc.persons.flatMap((p, i) =>
    p.locations.map((l) => [
      `${i + 1}. ${p.jobName}`,
      `${l.state}${l.city ? `, ${l.city}` : ''}`,
      p.pay,
      p.bill,
      p.schedule,
      p.period,
    ]),
  );
  table(
    pdf,
    ['Person', 'Location', 'Pay', 'Bill', 'Schedule', 'Assignment'],
    inputRows,
    [100, 90, 70, 80, 90, 86],
  );

  heading(pdf, 'Results by person and state');
  const resultRows = results.persons.flatMap((p, i) =>
    p.locations.map((r) =>
      resultRow(
        `${i + 1}. ${p.job_name} (${r.state}${r.city ? `, ${r.city}` : ''})`,
        r.total_assignment_calculation,
        r.gross_profit_percent,
      ),
    ),
  );
  resultRows.push(resultRow('Total', t, s.gross_profit_percent));
  table(
    pdf,
    ['Person', 'Revenue', 'Wages', 'Taxes', 'Other burden', 'Gross profit', 'GP %'],
    resultRows,
    [150, 62, 62, 56, 72, 58, 56],
    { boldLast: true },
  );

  heading(pdf, 'Hours by person and state');
  hoursTables(pdf, doc);

  heading(pdf, 'Breakdown');
  for (const group of FIGURE_GROUPS) {
    const rows = group.figures.map(([key, label]) => [
      label,
      money(t[key]),
      money(s.base_hour_calculation?.[key]),
    ]);
    table(pdf, [group.title, 'Assignment', 'Per hour'], rows, [276, 120, 120], { boldLast: true });
  }
  if (s.othercost_items.length > 0) {
    table(
      pdf,
      ['Cost items', 'Assignment'],
      s.othercost_items.map((i) => [i.name, money(i.value)]),
      [396, 120],
    );
  }

  const pages = pdf.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    pdf.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `${doc.organization.name} · ${c.name} · page ${i + 1} of ${pages.count}`,
        LEFT,
        pdf.page.height - 36,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
  }
  pdf.end();
  return done;
}

const hoursText = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Regular, overtime and double-time hours of each (person, location) with their rates, pay and revenue, under
 * the state rule that split them (docs/product/calculations.md#hours-by-location).
 */
function hoursTables(pdf: PDFKit.PDFDocument, doc: CalculationDocument) {
  doc.results.persons.forEach((p, i) => {
    for (const r of p.locations) {
      const h = locationHours(r);
      const where = `${i + 1}. ${p.job_name} (${r.state}${r.city ? `, ${r.city}` : ''})`;
      const rows = h.rows.map((row) => [
        row.label,
        hoursText.format(row.per_week),
        hoursText.format(row.hours),
        money(row.pay_rate),
        money(row.pay),
        money(row.bill_rate),
        money(row.revenue),
      ]);
      rows.push([
        'Total',
        hoursText.format(h.total.per_week),
        hoursText.format(h.total.hours),
        '',
        money(h.total.pay),
        '',
        money(h.total.revenue),
      ]);
      tableTitle(pdf, where, h.rule);
      const header = ['Kind', 'A week', 'Hours', 'Pay rate', 'Pay', 'Bill rate', 'Revenue'];
      table(pdf, header, rows, [100, 60, 70, 66, 76, 66, 78], { boldLast: true });
    }
  });
}
