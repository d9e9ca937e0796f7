import type { FileType } from '../../../components/file-download-modal';

/** GET /api/quotations/download/:id/:type: the quote as a PDF or an Excel file. */
export const quoteDownloadUrl = (id: number, type: FileType) => `/api/quotations/download/${id}/${type}`;

/** Opens the file in a new window (docs/product/quotes.md#download-invoice-modal). */
export function openQuoteFile(id: number, type: FileType) {
  window.open(quoteDownloadUrl(id, type), '_blank', 'noopener');
}
