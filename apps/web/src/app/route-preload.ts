import type { Params } from './route-data';

/**
 * The code of each lazy page: router.tsx renders them, hovering a link or opening a route starts them. This
 * module is part of the landing page's code, so it must not import React Router (app/public-site.tsx).
 */
export const pageModules = {
  signin: () => import('../features/auth/sign-in-page'),
  signup: () => import('../features/auth/sign-up-page'),
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
  { path: '/signin', code: pageModules.signin },
  { path: '/signup', code: pageModules.signup },
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
 * Matches `/calculations/:id`-style patterns (static segments and `:param` segments, no splats) against a
 * pathname; the params, or null. The patterns above are listed so that a static segment is tried before a
 * parameter, as React Router ranks them.
 */
function matchPattern(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (have.length === 1) have.push('');
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) {
      if (!h) return null;
      params[w.slice(1)] = decodeURIComponent(h);
    } else if (w !== h) return null;
  }
  return params;
}

/**
 * Starts a page's code and its first data together, without waiting for either: on hover or focus of a link, and
 * as the route's loader when navigation begins (docs/product/public-site.md#speed). The query code itself is a
 * small chunk (route-data.ts), so the landing page never loads it.
 */
export function preloadPath(pathname: string): void {
  const path = pathname.split(/[?#]/)[0]!;
  let hit: (typeof preloads)[number] | undefined;
  let params: Params | null = null;
  for (const p of preloads) {
    params = matchPattern(p.path, path);
    if (params) {
      hit = p;
      break;
    }
  }
  if (!hit) return;
  hit.code().catch(() => undefined);
  const key = hit.data;
  if (!key) return;
  const found = params ?? {};
  import('./route-data').then((m) => m.prefetchRouteData(key, found)).catch(() => undefined);
}

/** A route loader that starts the preload and returns at once: the page never waits on it. */
export const preloadLoader = ({ request }: { request: Request }) => {
  preloadPath(new URL(request.url).pathname);
  return null;
};
