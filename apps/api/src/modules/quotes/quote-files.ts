import { MEDIA } from '@app/contracts/media-types';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import type { DbOrTx } from '../../db/client';
import type { SignatureFacts } from '../../platform/documents/quote-pdf';
import type { Storage } from '../../platform/storage/storage';
import { findQuote, type QuoteRowDb } from './quotes.repo';

const UPLOADS = '/api/uploads/';

export const fileName = (q: Pick<QuoteRowDb, 'quoteNumber' | 'revision'>, ext: string) => {
  const base = q.quoteNumber.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'quote';
  return `quote-${base}${q.revision > 1 ? `-r${q.revision}` : ''}.${ext}`;
};

function signatureFacts(q: QuoteRowDb): SignatureFacts | null {
  if (!q.signedAt || !q.signerName) return null;
  const drawn = q.signatureType === 'drawn' && q.signature?.startsWith('data:image/png;base64,');
  return {
    signerName: q.signerName,
    signerEmail: q.signerEmail ?? '',
    signedAt: q.signedAt,
    ip: q.signerIp ?? '',
    userAgent: q.signerUserAgent ?? '',
    documentSha256: q.signedDocumentSha256 ?? q.documentSha256,
    image: drawn ? Buffer.from(q.signature!.slice('data:image/png;base64,'.length), 'base64') : null,
    typed: q.signatureType === 'typed' ? q.signature : null,
  };
}

/**
 * The quote as PDF (with the signature page once signed) or XLSX, from its frozen document: the figures are
 * the stored ones, never recomputed. The libraries load on first use (see the calculations' downloads).
 */
export async function renderQuote(storage: Storage, q: QuoteRowDb, type: 'pdf' | 'xlsx') {
  const doc = q.document as QuoteDocument;
  if (type === 'xlsx') {
    const { quoteXlsx } = await import('../../platform/documents/quote-xlsx');
    return {
      body: await quoteXlsx(doc),
      contentType: MEDIA.xlsx,
      filename: fileName(q, 'xlsx'),
    };
  }
  const image = doc.organization.image;
  const logoKey = image?.startsWith(UPLOADS) ? image.slice(UPLOADS.length) : null;
  const { quotePdf } = await import('../../platform/documents/quote-pdf');
  return {
    body: await quotePdf({
      document: doc,
      logo: logoKey ? await storage.get(logoKey) : null,
      signature: signatureFacts(q),
    }),
    contentType: MEDIA.pdf,
    filename: fileName(q, 'pdf'),
  };
}

/**
 * The attachment of a queued quote e-mail (platform/mail/mail-queue.ts): the quote's PDF rendered when the
 * e-mail is sent, from the row as it is then (a signed quote includes its signature page).
 */
export async function quotePdfAttachment(
  db: DbOrTx,
  storage: Storage,
  { quoteId, organizationId }: { quoteId: number; organizationId: number },
) {
  const quote = await findQuote(db, { organizationId, id: quoteId });
  if (!quote) throw new Error(`quote ${quoteId} no longer exists`);
  const pdf = await renderQuote(storage, quote, 'pdf');
  return [{ filename: pdf.filename, contentType: pdf.contentType, content: pdf.body }];
}
