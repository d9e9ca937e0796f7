/** The PDF building blocks the calculation, quote and invoice documents share: money, headings, tables. */
export { formatUsd as money } from '@app/contracts/format';

import PDFDocument from 'pdfkit';
export const BRAND = '#0747ce';
export const MUTED = '#667085';
/** Body text and figures. */
export const INK = '#101828';
export const LEFT = 48;
export const WIDTH = 612 - 2 * LEFT;

export type Doc = PDFKit.PDFDocument;

/**
 * A letter-size page with our margin, and the Buffer it becomes once `pdf.end()` is called. `bufferPages` keeps
 * every page open for a footer written at the end (page x of y).
 */
export function letterPdf(
  info: PDFKit.DocumentInfo,
  bufferPages = true,
): { pdf: Doc; done: Promise<Buffer> } {
  const pdf = new PDFDocument({ size: 'LETTER', margin: LEFT, bufferPages, info });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, done };
}

/**
 * The letterhead's first line: the organisation's logo (PNG or JPEG, what PDFKit draws) and its name beside it.
 * Answers the x where the letterhead's text starts, for the lines under the name.
 */
export function letterhead(
  pdf: Doc,
  logo: { data: Buffer; contentType: string } | null,
  name: string,
  width: number,
): number {
  let textX = LEFT;
  if (logo && (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg')) {
    pdf.image(logo.data, LEFT, 40, { fit: [56, 56] });
    textX = LEFT + 68;
  }
  pdf.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(name, textX, 44, { width });
  return textX;
}

export function ensureSpace(pdf: Doc, height: number) {
  if (pdf.y + height > pdf.page.height - 60) pdf.addPage();
}

/** A simple table: first column left, the others right-aligned (figures). */
export function table(
  pdf: Doc,
  header: string[],
  rows: string[][],
  widths: number[],
  opts: { boldLast?: boolean; leftColumns?: number } = {},
) {
  const rowHeight = 16;
  const left = opts.leftColumns ?? 1;
  const draw = (cells: string[], bold: boolean, color = INK) => {
    ensureSpace(pdf, rowHeight);
    const y = pdf.y;
    let x = LEFT;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(color);
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 2, y + 4, {
        width: widths[i]! - 4,
        align: i < left ? 'left' : 'right',
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[i]!;
    });
    pdf
      .moveTo(LEFT, y + rowHeight)
      .lineTo(LEFT + WIDTH, y + rowHeight)
      .lineWidth(0.3)
      .strokeColor('#e4e7ec')
      .stroke();
    pdf.x = LEFT;
    pdf.y = y + rowHeight;
  };
  // Keep a header with at least two of its rows.
  ensureSpace(pdf, rowHeight * 3);
  draw(header, true, MUTED);
  rows.forEach((r, i) => {
    draw(r, opts.boldLast === true && i === rows.length - 1);
  });
  pdf.moveDown(0.8);
}

/**
 * The document's title at the top right, its facts (dates, status, author) in small muted lines under it; then
 * the body starts at the left margin, at `bodyTop`.
 */
export function titleBlock(
  pdf: Doc,
  title: { text: string; size: number; color: string },
  facts: string[],
  bodyTop: number,
) {
  pdf
    .font('Helvetica-Bold')
    .fontSize(title.size)
    .fillColor(title.color)
    .text(title.text, 330, 44, { width: 234, align: 'right' });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  facts.forEach((fact, i) => {
    if (i === 0) pdf.text(fact, 330, pdf.y + 2, { width: 234, align: 'right' });
    else pdf.text(fact, { width: 234, align: 'right' });
  });
  pdf.x = LEFT;
  pdf.y = bodyTop;
}

/** Whom the document is for: a heading, the name in bold, its details in small muted lines, then a gap. */
export function addressee(pdf: Doc, title: string, name: string, details: (string | null)[]) {
  heading(pdf, title);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(name, LEFT, pdf.y, { width: WIDTH });
  for (const detail of details) {
    if (detail) pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(detail, { width: WIDTH });
  }
  pdf.moveDown(0.6);
}

/** Room a heading or a table's title takes, with the table header and two rows that table() keeps together. */
const HEADING_WITH_TABLE_START = 80;

/** A section heading, on the next page when what follows it would not fit under it: never alone at a page's foot. */
export function heading(pdf: Doc, text: string) {
  ensureSpace(pdf, HEADING_WITH_TABLE_START);
  pdf
    .moveDown(0.4)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(text, LEFT, pdf.y, { width: WIDTH });
  pdf.moveDown(0.3);
}

/** A table's own title in bold with a muted note under it (a person's hours and their rule), kept with its table. */
export function tableTitle(pdf: Doc, title: string, note: string) {
  ensureSpace(pdf, HEADING_WITH_TABLE_START);
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(title, LEFT, pdf.y, { width: WIDTH });
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text(note, { width: WIDTH });
}
