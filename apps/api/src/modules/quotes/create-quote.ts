import { ErrorCode } from '@app/contracts/errors';
import type { CreateQuoteBody } from '@app/contracts/quotes/requests';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { QUOTE_NUMBER_EXISTS } from '../../plugins/unique-violations';
import { buildQuoteContent } from './quote-content';
import { findCalculationForQuote, userName } from './quote-sources.repo';
import { newClientToken, searchTextOf } from './quote-view';
import { insertEvent, insertQuote, quoteNumberTaken } from './quotes.repo';

export interface QuoteActor {
  organizationId: number;
  userId: number;
  role: string;
  actorName: string;
  /** The clock's now when the request came: today's issue date, and every stamp the change writes. */
  now: Date;
}

type QuoteEvent = Parameters<typeof insertEvent>[1];

/** The quote's history row for what the member `actor` did to it (docs/product/quotes.md). */
export const insertMemberEvent = (
  db: Parameters<typeof insertEvent>[0],
  actor: QuoteActor,
  event: Pick<QuoteEvent, 'quoteId' | 'type' | 'detail'>,
) =>
  insertEvent(db, {
    ...event,
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    actorLabel: actor.actorName,
  });

/**
 * Makes a quote from an Approved calculation (docs/product/quotes.md#creating-a-quote). The calculation is read
 * FOR SHARE so it cannot be deleted or re-opened while the quote is made; the quote number is unique in the
 * organisation (checked first, and by the unique index for requests that race past the check).
 */
export async function createQuote(db: Db, actor: QuoteActor, body: CreateQuoteBody) {
  return db.transaction(async (tx) => {
    const calc = await findCalculationForQuote(tx, {
      organizationId: actor.organizationId,
      id: body.id,
      forShare: true,
    });
    if (!calc) throw AppError.notFound('Calculation');
    if (calc.status !== 'Approved') {
      throw new AppError(ErrorCode.Conflict, 'Only an Approved calculation can become a quote');
    }
    if (await quoteNumberTaken(tx, actor.organizationId, body.quote_number)) {
      throw AppError.validation({ quote_number: [QUOTE_NUMBER_EXISTS] });
    }
    const content = await buildQuoteContent(tx, actor.organizationId, calc, {
      companyName: body.company_name,
      quoteNumber: body.quote_number,
      revision: 1,
      stateIds: [...new Set(body.quote_state)],
      selection: body.person_selection_data,
      issueDate: body.issue_date,
      validUntil: body.valid_until,
      startDate: body.start_date,
      endDate: body.end_date,
      terms: body.terms,
      now: actor.now,
    });
    const memberName = (await userName(tx, calc.userId)) ?? '';
    const status = 'New quotations' as const;
    const quote = await insertQuote(tx, {
      organizationId: actor.organizationId,
      calculationId: calc.id,
      userId: calc.userId,
      teamId: calc.teamId,
      createdById: actor.userId,
      updatedById: actor.userId,
      quoteNumber: body.quote_number,
      revision: 1,
      companyName: body.company_name,
      quoteStateIds: [...new Set(body.quote_state)],
      personSelection: body.person_selection_data,
      status,
      clientToken: newClientToken(),
      searchText: searchTextOf(
        { companyName: body.company_name, quoteNumber: body.quote_number, status },
        memberName,
      ),
      ...content,
    });
    await insertMemberEvent(tx, actor, {
      quoteId: quote.id,
      type: 'created',
      detail: { calculation_id: calc.id, quote_number: quote.quoteNumber, total: Number(quote.total) },
    });
    return quote;
  });
}
