import type { QuoteStatus } from '@app/contracts/quotes/status';
import type { DbOrTx } from '../../db/client';
import { userName } from './quote-sources.repo';
import { searchTextOf } from './quote-view';
import type { QuoteRowDb } from './quotes.repo';

/**
 * What every status change writes besides its own fields: the status, the list's search text again (it holds
 * the status and the member's name, docs/product/quotes.md#statuses) and the next version.
 */
export async function statusChange(tx: DbOrTx, quote: QuoteRowDb, status: QuoteStatus) {
  const memberName = (await userName(tx, quote.userId)) ?? '';
  return { status, searchText: searchTextOf({ ...quote, status }, memberName), version: quote.version + 1 };
}
