import { ErrorCode } from '@app/contracts/errors';
import type { UpdateQuoteBody } from '@app/contracts/quotes/requests';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { insertMemberEvent, type QuoteActor } from './create-quote';
import { buildQuoteContent } from './quote-content';
import { findCalculationForQuote, userName } from './quote-sources.repo';
import { newClientToken, searchTextOf } from './quote-view';
import { findQuote, insertQuote, updateQuote } from './quotes.repo';

const SIGNED_LOCKED =
  'This quote is signed and locked. Save your change as a new revision (new_revision: true); the signed one is kept.';

/**
 * Edits a quote (docs/product/quotes.md#revisions). The edit names the version it was made from (else 409 with
 * who changed it). A signed quote is never changed: with `new_revision` a new row with the same number and the
 * next revision is made from the edit, the signed one stays as it was (marked superseded); without it, 409.
 */
export async function editQuote(db: Db, actor: QuoteActor, body: UpdateQuoteBody) {
  return db.transaction(async (tx) => {
    const quote = await findQuote(tx, { organizationId: actor.organizationId, id: body.id, forUpdate: true });
    if (!quote) throw AppError.notFound('Quote');
    if (quote.supersededAt) {
      throw new AppError(ErrorCode.Conflict, 'A newer revision replaced this quote; edit that one instead');
    }
    if (quote.version !== body.version) {
      throw AppError.staleEdit('quote', {
        changed_by: quote.updatedById ? await userName(tx, quote.updatedById) : null,
        changed_at: quote.updatedAt.toISOString(),
        version: quote.version,
      });
    }
    const revise = body.new_revision === true;
    if (quote.signedAt && !revise) throw new AppError(ErrorCode.Conflict, SIGNED_LOCKED);
    const calc = await findCalculationForQuote(tx, {
      organizationId: actor.organizationId,
      id: quote.calculationId,
    });
    const companyName = body.company_name ?? quote.companyName;
    const stateIds = body.quote_state ? [...new Set(body.quote_state)] : quote.quoteStateIds;
    const selection = body.person_selection_data ?? quote.personSelection;
    const revision = revise ? quote.revision + 1 : quote.revision;
    const content = await buildQuoteContent(tx, actor.organizationId, calc!, {
      companyName,
      quoteNumber: quote.quoteNumber,
      revision,
      stateIds,
      selection,
      issueDate: body.issue_date ?? quote.issueDate,
      validUntil: body.valid_until ?? (body.issue_date ? undefined : quote.validUntil),
      startDate: body.start_date === undefined ? quote.startDate : body.start_date,
      endDate: body.end_date === undefined ? quote.endDate : body.end_date,
      terms: body.terms ?? quote.terms,
      now: actor.now,
    });
    const memberName = (await userName(tx, quote.userId)) ?? '';
    const now = actor.now;
    if (revise) {
      const status = 'New quotations' as const;
      await updateQuote(tx, quote.id, { supersededAt: now, updatedAt: now });
      const next = await insertQuote(tx, {
        organizationId: actor.organizationId,
        calculationId: quote.calculationId,
        userId: quote.userId,
        teamId: quote.teamId,
        createdById: actor.userId,
        updatedById: actor.userId,
        quoteNumber: quote.quoteNumber,
        revision,
        previousRevisionId: quote.id,
        companyName,
        quoteStateIds: stateIds,
        personSelection: selection,
        status,
        clientToken: newClientToken(),
        searchText: searchTextOf({ companyName, quoteNumber: quote.quoteNumber, status }, memberName),
        ...content,
      });
      const detail = { from_revision: quote.revision, to_revision: revision, new_quote_id: next.id };
      await insertMemberEvent(tx, actor, { quoteId: quote.id, type: 'revised', detail });
      await insertMemberEvent(tx, actor, { quoteId: next.id, type: 'revised', detail });
      return next;
    }
    // An unsigned quote changes in place; a declined one becomes new again so the client can answer anew.
    const status = quote.declinedAt ? ('New quotations' as const) : quote.status;
    return updateQuote(tx, quote.id, {
      companyName,
      quoteStateIds: stateIds,
      personSelection: selection,
      status,
      declinedAt: null,
      declineReason: quote.declinedAt ? null : quote.declineReason,
      searchText: searchTextOf({ companyName, quoteNumber: quote.quoteNumber, status }, memberName),
      ...content,
      version: quote.version + 1,
      updatedById: actor.userId,
      updatedAt: now,
    });
  });
}
