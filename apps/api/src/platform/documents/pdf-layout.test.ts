import { describe, expect, it } from 'vitest';
import { heading, letterPdf, table, tableTitle } from './pdf-layout';

type Doc = PDFKit.PDFDocument;
const pagesOf = (pdf: Doc) => pdf.bufferedPageRange().count;
const twoRows = (pdf: Doc) =>
  table(
    pdf,
    ['Kind', 'Assignment'],
    [
      ['Regular', '$1.00'],
      ['Total', '$1.00'],
    ],
    [396, 120],
  );

describe('a PDF title over a table', () => {
  // Each is given room above the bottom margin for its own lines, not for a table header and two rows under them.
  it.each([
    ['a section heading', 45, (pdf: Doc) => heading(pdf, 'Breakdown')],
    [
      'a table’s own title (a person’s hours and their rule)',
      40,
      (pdf: Doc) =>
        tableTitle(pdf, '1. Order picker (TX, Dallas)', 'Federal rule: hours past 40 a week are overtime'),
    ],
  ])(
    '%s moves to the next page with its table when only it would fit at the foot of this one',
    async (_, room, title) => {
      const { pdf, done } = letterPdf({ Title: 'Layout' });
      pdf.y = pdf.page.height - 60 - room;
      title(pdf);
      const titlePage = pagesOf(pdf);
      twoRows(pdf);
      expect(pagesOf(pdf)).toBe(titlePage);
      expect(titlePage).toBe(2);
      pdf.end();
      await done;
    },
  );

  it('stays on the page when its table starts there too', async () => {
    const { pdf, done } = letterPdf({ Title: 'Layout' });
    pdf.y = pdf.page.height - 60 - 120;
    heading(pdf, 'Summary');
    table(pdf, ['', 'Revenue'], [['Whole assignment', '$1.00']], [396, 120]);
    expect(pagesOf(pdf)).toBe(1);
    pdf.end();
    await done;
  });
});
