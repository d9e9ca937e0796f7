/**
 * The web modules a signed-in page runs first, by the page's path, as the web build's manifest names them
 * (paths under apps/web). The server names their chunks in that page's HTML as modulepreloads, so a browser
 * without the code in its cache (an organisation's host opened for the first time, after the hand-over) fetches
 * them with the app's entry instead of after it has run (docs/performance.md#the-hand-over). The same pages as
 * the web's route preloads (apps/web/src/app/route-preload.ts); a page not listed gets the shell alone.
 */
import { isPublicPath, withoutTrailingSlash } from './paths';

/** Every signed-in page renders in the router and the app's layout. */
const SHELL = ['src/app/router.tsx', 'src/app/layout/app-layout.tsx'];

const pages: [RegExp, string][] = [
  [/^\/dashboard$/, 'src/features/dashboard/dashboard-page.tsx'],
  [/^\/calculations$/, 'src/features/calculations/calculations-page.tsx'],
  [/^\/calculations\/\d+$/, 'src/app/routes/calculation-detail-route.tsx'],
  [/^\/(calculator|calculations\/edit\/\d+)$/, 'src/app/routes/calculator-route.tsx'],
  [/^\/quotes$/, 'src/features/quotes/quotes-page.tsx'],
  [/^\/settings$/, 'src/features/settings/settings-page.tsx'],
  [/^\/settings\/calculation-settings$/, 'src/features/calculation-settings/calculation-settings-page.tsx'],
  [/^\/learning-center$/, 'src/features/learning-center/learning-center-page.tsx'],
  [/^\/notifications$/, 'src/features/notifications/notifications-page.tsx'],
];

/** Steps of signing in or out, outside the layout. */
const OUTSIDE_THE_SHELL = ['/company', '/logout'];

/** The modules of a signed-in page (none for the public pages, which the app's entry runs by itself). */
export function firstCodeModules(pathname: string): string[] {
  const path = withoutTrailingSlash(pathname);
  if (isPublicPath(path) || OUTSIDE_THE_SHELL.includes(path)) return [];
  const page = pages.find(([pattern]) => pattern.test(path))?.[1];
  return page ? [...SHELL, page] : SHELL;
}
