import { matchPath } from 'react-router';
import type { Params } from './route-data';

/** The code of each lazy page: router.tsx renders them, hovering a link or opening a route starts them. */
export const pageModules = {
  calculations: () => import('../features/calculations/calculations-page'),
  calculationDetail: () => import('./routes/calculation-detail-route'),
  quotes: () => import('../features/quotes/quotes-page'),
  dashboard: () => import('../features/dashboard/dashboard-page'),
  calculator: () => import('./routes/calculator-route'),
  settings: () => import('../features/settings/settings-page'),
  calculationSettings: () => import('../features/calculation-settings/calculation-settings-page'),
  learningCenter: () => import('../features/learning-center/learning-center-page'),
  notifications: () => import('../features/notifications/notifications-page'),
};

type DataKey = keyof typeof import('./route-data').routeData;

const preloads: { path: string; code: () => Promise<unknown>; data?: DataKey }[] = [
  { path: '/calculations', code: pageModules.calculations, data: 'calculations' },
  { path: '/calculations/edit/:id', code: pageModules.calculator, data: 'calculator' },
  { path: '/calculations/:id', code: pageModules.calculationDetail, data: 'calculation' },
  { path: '/calculator', code: pageModules.calculator, data: 'calculator' },
  { path: '/settings', code: pageModules.settings, data: 'settings' },
  {
    path: '/settings/calculation-settings',
    code: pageModules.calculationSettings,
    data: 'calculationSettings',
  },
  { path: '/quotes', code: pageModules.quotes },
  { path: '/dashboard', code: pageModules.dashboard },
  { path: '/learning-center', code: pageModules.learningCenter },
  { path: '/notifications', code: pageModules.notifications },
];

/**
 * Starts a page's code and its first data together, without waiting for either: on hover or focus of a link, and
 * as the route's loader when navigation begins (docs/product/public-site.md#speed). The query code itself is a
 * small chunk (route-data.ts), so the landing page never loads it.
 */
export function preloadPath(pathname: string): void {
  const hit = preloads.find((p) => matchPath(p.path, pathname));
  if (!hit) return;
  hit.code().catch(() => undefined);
  const key = hit.data;
  if (!key) return;
  const params: Params = matchPath(hit.path, pathname)?.params ?? {};
  import('./route-data').then((m) => m.prefetchRouteData(key, params)).catch(() => undefined);
}

/** A route loader that starts the preload and returns at once: the page never waits on it. */
export const preloadLoader = ({ request }: { request: Request }) => {
  preloadPath(new URL(request.url).pathname);
  return null;
};
