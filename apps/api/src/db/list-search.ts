import { type AnyColumn, like, or, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a user's % or _ is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The free-text search of the calculations and quotes lists (docs/product/calculations.md#calculations-list-calculations,
 * docs/product/quotes.md#quotes-list-quotes): a case-insensitive match on the row's lower-cased `search_text`, or
 * on its amount's leading digits ("12" finds $12,450.00). Terms of 3+ characters match anywhere (trigram index);
 * 1-2 character terms match the start, since "contains" on so short a term is noise at 100,000 rows and no index
 * can serve it.
 */
export function summarySearch(searchText: AnyColumn, amountText: AnyColumn, search: string): SQL | undefined {
  const q = search.trim().toLowerCase();
  if (!q) return undefined;
  const escaped = likeEscape(q);
  const text = q.length >= 3 ? like(searchText, `%${escaped}%`) : like(searchText, `${escaped}%`);
  const digits = q.replace(/[$,\s]/g, '');
  if (/^\d+(\.\d*)?$/.test(digits)) return or(text, like(amountText, `${likeEscape(digits)}%`));
  return text;
}
