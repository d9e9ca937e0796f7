export type QuoteFileType = 'pdf' | 'xlsx';

/** GET /api/quotations/download/:id/:type: the quote as a PDF or an Excel file. */
export const quoteDownloadUrl = (id: number, type: QuoteFileType) => `/api/quotations/download/${id}/${type}`;

/** Opens the file in a new window (docs/product/quotes.md#download-invoice-modal). */
export function openQuoteFile(id: number, type: QuoteFileType) {
  window.open(quoteDownloadUrl(id, type), '_blank', 'noopener');
}
