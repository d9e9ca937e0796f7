// What the list pages searched, filtered and paged on the server (calculations, quotes) send from their controls.

/** An amount typed into a filter, or undefined while it is empty or not a number. */
export const amountParam = (v: number | string): number | undefined =>
  v === '' || v === null || Number.isNaN(Number(v)) ? undefined : Number(v);

/** Typed text, trimmed and cut to the query's limit; undefined when blank. */
export function textParam(v: string, max: number): string | undefined {
  const t = v.trim();
  return t ? t.slice(0, max) : undefined;
}

/** How many of a list's filters are set (null and undefined are "any"), for its "Clear filters" control. */
export const countSet = (values: unknown[]): number =>
  values.filter((v) => v !== null && v !== undefined).length;
