import { ErrorCode } from '@app/contracts/errors';
import { usDate } from '@app/contracts/format';
import type { DeclineQuoteBody, SignQuoteBody } from '@app/contracts/quotes/requests';
import type { Db, DbOrTx } from '../../db/client';
import { appUrl } from '../../platform/app-url';
import { quoteAnsweredMail, quoteSignedClientMail } from '../../platform/mail/templates';
import { AppError } from '../../plugins/app-error';
import { emitWebhookEvent } from '../webhooks';
import type { QuotesDeps } from './deps';
import { notifyQuoteTeam } from './notify';
import { linkExpired } from './quote-view';
import { quoteForWebhook } from './quote-webhook';
import { findClientQuote, insertEvent, type QuoteRowDb, updateQuote } from './quotes.repo';
import { statusChange } from './status-change';

/** The client's request: where it came from, and the organisation sub-domain it was made on (if any). */
export interface ClientRequest {
  token: string;
  ip: string;
  userAgent: string;
  subdomain: string | null;
  /** The clock's now when the request came. */
  now: Date;
}

const LINK_INVALID = 'This quote link is not valid. Ask the sender for a new one.';
/** Opening the link again within this time adds no new "opened" event. */
const OPENED_DEDUPE_MS = 30 * 60_000;

/**
 * The quote behind a client link, or the reason it does not open: unknown token or another organisation's
 * sub-domain 404 (nothing is revealed); a replaced revision or a passed valid-until date 410. A signed or
 * declined quote stays readable (the client's record), past its date too. One query: the quote, its
 * organisation and when the client last opened it.
 */
async function quoteForClient(db: DbOrTx, req: ClientRequest, forUpdate = false) {
  const found = await findClientQuote(db, req.token, { forUpdate });
  if (!found) throw new AppError(ErrorCode.NotFound, LINK_INVALID);
  const { quote, org } = found;
  if (req.subdomain && req.subdomain !== org.businessDomain) {
    throw new AppError(ErrorCode.NotFound, LINK_INVALID);
  }
  const answered = quote.signedAt || quote.declinedAt;
  if (quote.supersededAt && !answered) {
    throw new AppError(
      ErrorCode.Gone,
      `${org.name} replaced this quote with a newer version. Ask them for the new link.`,
    );
  }
  if (linkExpired(quote, req.now)) {
    throw new AppError(
      ErrorCode.Gone,
      `This quote expired on ${usDate(quote.validUntil)}. Ask ${org.name} for a new one.`,
    );
  }
  return found;
}

/** GET of the client page's data: the quote, and an "opened" event (at most one per half hour). */
export async function openClientQuote(db: Db, req: ClientRequest) {
  const { quote, lastOpenedAt } = await quoteForClient(db, req);
  if (!lastOpenedAt || req.now.getTime() - lastOpenedAt.getTime() > OPENED_DEDUPE_MS) {
    // The "opened" event and its webhook commit together (at most one per half hour, as the history).
    await db.transaction(async (tx) => {
      await insertEvent(tx, {
        quoteId: quote.id,
        organizationId: quote.organizationId,
        type: 'opened',
        actorUserId: null,
        actorLabel: 'Client',
        detail: { user_agent: req.userAgent.slice(0, 300) },
        ip: req.ip,
      });
      await emitWebhookEvent(tx, quote.organizationId, 'quote.viewed', quoteForWebhook(quote), req.now);
    });
  }
  return quote;
}

function assertCanRespond(quote: QuoteRowDb) {
  if (quote.signedAt) throw new AppError(ErrorCode.Conflict, 'This quote is already signed');
  if (quote.declinedAt) throw new AppError(ErrorCode.Conflict, 'This quote was declined');
  if (quote.supersededAt) throw new AppError(ErrorCode.Conflict, 'A newer version replaced this quote');
}

/** E-mails the quote's team that the client signed or declined; the subject names the quote only. */
async function mailTeam(
  deps: QuotesDeps,
  tx: DbOrTx,
  team: { email: string; firstName: string }[],
  quote: { id: number; quoteNumber: string },
  businessDomain: string,
  signed: boolean,
  message: string,
) {
  const url = appUrl(deps.env, `/quote/${quote.id}`, businessDomain);
  const answer = { quoteNumber: quote.quoteNumber, signed };
  for (const m of team)
    await deps.outbox.mail(tx, quoteAnsweredMail(m.email, m.firstName, answer, message, url));
}

/**
 * Approve and Sign (docs/product/quotes.md#signing): in one transaction with the quote locked, so of parallel
 * attempts exactly one signs and the others answer 409. The signer must have been shown the current document
 * (its SHA-256), else 409. Records the evidence, sets Approved, tells the team (Messages), then e-mails the
 * signed PDF to the signer and the news to the team after the commit.
 */
export async function signQuote(deps: QuotesDeps, req: ClientRequest, body: SignQuoteBody) {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const { quote, org } = await quoteForClient(tx, req, true);
    assertCanRespond(quote);
    if (body.document_sha256 !== quote.documentSha256) {
      throw new AppError(
        ErrorCode.Conflict,
        'The quote changed since you opened it. Reload the page to see it.',
      );
    }
    const now = req.now;
    const signed = await updateQuote(tx, quote.id, {
      ...(await statusChange(tx, quote, 'Approved')),
      signedAt: now,
      signerName: body.signer_name,
      signerEmail: body.signer_email,
      signerIp: req.ip,
      signerUserAgent: req.userAgent.slice(0, 500),
      signedDocumentSha256: quote.documentSha256,
      signatureType: body.signature.type,
      signature: body.signature.type === 'drawn' ? body.signature.data : body.signature.text,
      updatedAt: now,
    });
    await insertEvent(tx, {
      quoteId: quote.id,
      organizationId: quote.organizationId,
      type: 'signed',
      actorUserId: null,
      actorLabel: `Client: ${body.signer_name} <${body.signer_email}>`,
      detail: {
        signer_name: body.signer_name,
        signer_email: body.signer_email,
        signature: body.signature.type,
        document_sha256: quote.documentSha256,
        user_agent: req.userAgent.slice(0, 300),
      },
      ip: req.ip,
    });
    await emitWebhookEvent(tx, quote.organizationId, 'quote.signed', quoteForWebhook(signed), now);
    const message = `${body.signer_name} (${quote.companyName}) approved and signed quote ${quote.quoteNumber}.`;
    const team = await notifyQuoteTeam(tx, {
      organizationId: quote.organizationId,
      quote,
      message,
      includeManagers: true,
    });
    // In the outbox of this transaction (platform/jobs): the PDF is rendered when the e-mail is sent.
    await deps.outbox.mail(tx, {
      ...quoteSignedClientMail(signed.signerEmail!, {
        organizationName: org.name,
        quoteNumber: signed.quoteNumber,
        signerName: signed.signerName!,
        documentSha256: signed.documentSha256,
      }),
      quotePdf: { quoteId: signed.id, organizationId: signed.organizationId },
    });
    await mailTeam(deps, tx, team, signed, org.businessDomain, true, message);
    return signed;
  });
}

/** Decline with a reason: Not Approved, the team told in Messages and by e-mail. One answer wins (409 after). */
export async function declineQuote(deps: QuotesDeps, req: ClientRequest, body: DeclineQuoteBody) {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const { quote, org } = await quoteForClient(tx, req, true);
    assertCanRespond(quote);
    const now = req.now;
    const declined = await updateQuote(tx, quote.id, {
      ...(await statusChange(tx, quote, 'Not Approved')),
      declinedAt: now,
      declineReason: body.reason,
      updatedAt: now,
    });
    const who = body.signer_name
      ? `Client: ${body.signer_name}${body.signer_email ? ` <${body.signer_email}>` : ''}`
      : 'Client';
    await insertEvent(tx, {
      quoteId: quote.id,
      organizationId: quote.organizationId,
      type: 'declined',
      actorUserId: null,
      actorLabel: who,
      detail: {
        reason: body.reason,
        signer_name: body.signer_name ?? null,
        signer_email: body.signer_email ?? null,
      },
      ip: req.ip,
    });
    await emitWebhookEvent(tx, quote.organizationId, 'quote.declined', quoteForWebhook(declined), now);
    const message = `${quote.companyName} declined quote ${quote.quoteNumber}: ${body.reason.slice(0, 200)}`;
    const team = await notifyQuoteTeam(tx, {
      organizationId: quote.organizationId,
      quote,
      message,
      includeManagers: true,
    });
    await mailTeam(deps, tx, team, declined, org.businessDomain, false, message);
    return declined;
  });
}
