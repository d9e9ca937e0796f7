import { hasRole, REVIEWER_ROLES } from '@app/contracts/accounts/roles';
import { ErrorCode, messages } from '@app/contracts/errors';
import type { QuoteStatusBody } from '@app/contracts/quotes/requests';
import { REVIEW_QUOTE_STATUSES } from '@app/contracts/quotes/status';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { insertMemberEvent, type QuoteActor } from './create-quote';
import { notifyQuoteTeam } from './notify';
import { findQuote, updateQuote } from './quotes.repo';
import { statusChange } from './status-change';

/**
 * The quote page's status dropdown (docs/product/quotes.md#statuses): any member may mark a quote Waiting for
 * approval; Approved and Not Approved are a reviewer's (Owner, Admin, Manager), else 403. A signed quote's
 * status is the client's signature and never changes (409), nor does a superseded revision's.
 */
export async function changeQuoteStatus(db: Db, actor: QuoteActor, body: QuoteStatusBody) {
  if (REVIEW_QUOTE_STATUSES.includes(body.status) && !hasRole(actor.role, REVIEWER_ROLES)) {
    throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
  }
  return db.transaction(async (tx) => {
    const quote = await findQuote(tx, { organizationId: actor.organizationId, id: body.id, forUpdate: true });
    if (!quote) throw AppError.notFound('Quote');
    if (quote.supersededAt) throw new AppError(ErrorCode.Conflict, 'A newer revision replaced this quote');
    if (quote.signedAt) {
      throw new AppError(ErrorCode.Conflict, 'The client signed this quote: its status cannot change');
    }
    if (body.version !== undefined && body.version !== quote.version) {
      throw AppError.staleEdit('quote', {
        changed_by: null,
        changed_at: quote.updatedAt.toISOString(),
        version: quote.version,
      });
    }
    if (quote.status === body.status) return quote;
    const declined = body.status === 'Not Approved';
    const updated = await updateQuote(tx, quote.id, {
      ...(await statusChange(tx, quote, body.status)),
      declineReason: declined ? (body.decline_reason ?? null) : null,
      declinedAt: declined ? quote.declinedAt : null,
      updatedById: actor.userId,
      updatedAt: actor.now,
    });
    await insertMemberEvent(tx, actor, {
      quoteId: quote.id,
      type: 'status_changed',
      detail: { from: quote.status, to: body.status, reason: body.decline_reason ?? null },
    });
    await notifyQuoteTeam(tx, {
      organizationId: actor.organizationId,
      quote,
      message: `${actor.actorName} set quote ${quote.quoteNumber} (${quote.companyName}) to ${body.status}.`,
      exceptUserId: actor.userId,
      includeManagers: false,
    });
    return updated;
  });
}
