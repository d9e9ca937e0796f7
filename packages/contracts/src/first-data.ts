/**
 * The GET requests a signed-in page reads first, by the page's path. The server names them in that page's HTML
 * (`<link rel="preload" as="fetch">`), so they leave with the HTML, beside /api/bootstrap, instead of after the
 * app's code has loaded; the page's own first requests then take the answers over
 * (docs/product/public-site.md#speed). POST reads (members, settings, a calculation) cannot be preloaded.
 */
import { withoutTrailingSlash } from './paths';

/** The calculations list as it opens: every calculation, newest first, 15 a page. */
export const FIRST_LIST_QUERY = { page: 1, per_page: 15, sort: 'date', order: 'desc' } as const;

/** A query string as the web app's API client writes it (URLSearchParams, in the object's key order). */
const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

const calculatorData = ['/api/states', '/api/industries'];

const firstData: [RegExp, string[]][] = [
  [/^\/calculations$/, [`/api/organization_team/calculations?${queryString(FIRST_LIST_QUERY)}`]],
  [/^\/calculator$/, calculatorData],
  [/^\/calculations\/edit\/\d+$/, calculatorData],
];

export function firstDataUrls(pathname: string): string[] {
  const path = withoutTrailingSlash(pathname);
  return firstData.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}
