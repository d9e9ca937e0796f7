import { describe, expect, it } from 'vitest';
import { heading, letterPdf, table, tableTitle } from './pdf-layout';

const pagesOf = (pdf: PDFKit.PDFDocument) => pdf.bufferedPageRange().count;

describe('a PDF section heading', () => {
  it('moves to the next page with its table when only the heading would fit at the foot of this one', async () => {
    const { pdf, done } = letterPdf({ Title: 'Layout' });
    // 45 pt left above the bottom margin: room for the heading's own line, not for a table header and two rows.
    pdf.y = pdf.page.height - 60 - 45;
    heading(pdf, 'Breakdown');
    const headingPage = pagesOf(pdf);
    table(
      pdf,
      ['Revenue and pay', 'Assignment'],
      [
        ['Regular revenue', '$1.00'],
        ['Total revenue', '$1.00'],
      ],
      [396, 120],
    );
    expect(pagesOf(pdf)).toBe(headingPage);
    expect(headingPage).toBe(2);
    pdf.end();
    await done;
  });

  it('stays on the page when its table starts there too', async () => {
    const { pdf, done } = letterPdf({ Title: 'Layout' });
    pdf.y = pdf.page.height - 60 - 120;
    heading(pdf, 'Summary');
    table(pdf, ['', 'Revenue'], [['Whole assignment', '$1.00']], [396, 120]);
    expect(pagesOf(pdf)).toBe(1);
    pdf.end();
    await done;
  });

  it('keeps a table’s own title (a person’s hours and their rule) with the table too', async () => {
    const { pdf, done } = letterPdf({ Title: 'Layout' });
    // Room for the title and its rule, not for a table header and two rows under them.
    pdf.y = pdf.page.height - 60 - 40;
    tableTitle(pdf, '1. Order picker (TX, Dallas)', 'Federal rule: hours past 40 a week are overtime');
    const titlePage = pagesOf(pdf);
    table(
      pdf,
      ['Kind', 'Hours'],
      [
        ['Regular', '480.00'],
        ['Total', '480.00'],
      ],
      [396, 120],
    );
    expect(pagesOf(pdf)).toBe(titlePage);
    expect(titlePage).toBe(2);
    pdf.end();
    await done;
  });
});
