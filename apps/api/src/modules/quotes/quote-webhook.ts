import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { dollarsToMoney, type WebhookQuote } from '@app/contracts/webhooks/events';
import type { QuoteRowDb } from './quotes.repo';

/**
 * A quote as webhook events carry it (docs/product/webhooks.md#payloads): the figures of the document the
 * client sees, as decimal-dollar strings, so they re-add to the cent (sub_total + sales_tax = total).
 */
export function quoteForWebhook(quote: QuoteRowDb, sentTo: string | null = null): { quote: WebhookQuote } {
  const doc = quote.document as QuoteDocument;
  return {
    quote: {
      id: quote.id,
      number: quote.quoteNumber,
      status: quote.status,
      company_name: quote.companyName,
      valid_until: quote.validUntil,
      sub_total: dollarsToMoney(doc.sub_total),
      sales_tax: dollarsToMoney(doc.sales_tax),
      total: dollarsToMoney(doc.total),
      currency: 'USD',
      sent_to: sentTo,
      signer_name: quote.signerName,
      signer_email: quote.signerEmail,
      signed_at: quote.signedAt?.toISOString() ?? null,
      decline_reason: quote.declineReason,
      declined_at: quote.declinedAt?.toISOString() ?? null,
    },
  };
}
