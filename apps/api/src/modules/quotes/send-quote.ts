import { ErrorCode } from '@app/contracts/errors';
import { formatUsd, usDate } from '@app/contracts/format';
import { quoteLineRows } from '@app/contracts/quotes/lines';
import type { SendQuoteBody } from '@app/contracts/quotes/requests';
import { clientTokenSchema } from '@app/contracts/quotes/requests';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { quoteMail } from '../../platform/mail/templates';
import { AppError } from '../../plugins/app-error';
import { reserveMails } from '../mail-limits';
import { emitWebhookEvent } from '../webhooks';
import { insertMemberEvent, type QuoteActor } from './create-quote';
import type { QuotesDeps } from './deps';
import { clientLink } from './links';
import { fileName } from './quote-files';
import { findOrganization, findQuoteByToken } from './quote-sources.repo';
import { linkExpired } from './quote-view';
import { quoteForWebhook } from './quote-webhook';
import { findQuote, updateQuote } from './quotes.repo';
import { statusChange } from './status-change';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The quote a send names: by id, or by the token at the end of the copied link. */
async function quoteToSend(deps: QuotesDeps, actor: QuoteActor, body: SendQuoteBody) {
  if (body.id) return findQuote(deps.db, { organizationId: actor.organizationId, id: body.id });
  const token = body.quote_link?.split(/[/?#]/).filter(Boolean).at(-1) ?? '';
  if (!clientTokenSchema.safeParse(token).success) {
    throw AppError.validation({ quote_link: ['The quote link is invalid'] });
  }
  return findQuoteByToken(deps.db, { organizationId: actor.organizationId, token });
}

/**
 * Sends the quote to a client (docs/product/quotes.md#send-quote-modal): an e-mail with the link and the PDF
 * attached, written to the mail outbox with the send's history (platform/jobs). The address is free text in the form; the server decides
 * (400 on `email`). A first send moves New quotations to Waiting for approval; every send is in the history.
 */
export async function sendQuote(deps: QuotesDeps, actor: QuoteActor, body: SendQuoteBody) {
  const email = body.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw AppError.validation({ email: ['Please enter a valid email address'] });
  const quote = await quoteToSend(deps, actor, body);
  if (!quote) throw AppError.notFound('Quote');
  if (quote.supersededAt)
    throw new AppError(ErrorCode.Conflict, 'A newer revision replaced this quote; send that one');
  if (linkExpired(quote, deps.clock.now())) {
    throw new AppError(
      ErrorCode.Conflict,
      `This quote expired on ${usDate(quote.validUntil)}; change its valid-until date before sending it`,
    );
  }
  const org = await findOrganization(deps.db, actor.organizationId);
  // Counted before anything is queued or written: over a budget, 429 and nothing sent (mail-limits).
  await reserveMails(deps, {
    kind: 'quote',
    organizationId: actor.organizationId,
    userId: actor.userId,
    count: 1,
  });
  const url = clientLink(deps.env, org!.businessDomain, quote.clientToken);
  const doc = quote.document as QuoteDocument;
  const mail = {
    ...quoteMail(
      email,
      {
        organizationName: org!.name,
        quoteNumber: quote.quoteNumber,
        companyName: quote.companyName,
        validUntil: usDate(quote.validUntil),
        note: body.message,
        lines: quoteLineRows(doc.lines),
        totals: {
          subTotal: formatUsd(doc.sub_total),
          salesTax: formatUsd(doc.sales_tax),
          total: formatUsd(doc.total),
        },
      },
      url,
    ),
    quotePdf: { quoteId: quote.id, organizationId: quote.organizationId },
  };
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await findQuote(tx, {
      organizationId: actor.organizationId,
      id: quote.id,
      forUpdate: true,
    });
    const firstSend = current!.status === 'New quotations';
    const updated = await updateQuote(tx, quote.id, {
      sentAt: now,
      ...(firstSend ? await statusChange(tx, current!, 'Waiting for approval') : {}),
      updatedAt: now,
    });
    await insertMemberEvent(tx, actor, {
      quoteId: quote.id,
      type: 'sent',
      detail: { to: email, channel: 'email', attachment: fileName(quote, 'pdf') },
    });
    if (firstSend) {
      await insertMemberEvent(tx, actor, {
        quoteId: quote.id,
        type: 'status_changed',
        detail: { from: 'New quotations', to: 'Waiting for approval', reason: 'sent to the client' },
      });
    }
    await emitWebhookEvent(tx, actor.organizationId, 'quote.sent', quoteForWebhook(updated, email), now);
    // In the outbox of this transaction: sent (by any API process, retried if the mail server fails, the PDF
    // rendered then) exactly when the send is recorded.
    await deps.outbox.mail(tx, mail);
  });
  return { message: `Quote ${quote.quoteNumber} was sent to ${email}`, sentAt: now };
}
