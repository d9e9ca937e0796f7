/** The rows a `db.execute()` of raw SQL answers, typed as the statement selects them. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
