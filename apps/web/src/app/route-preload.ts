import type { Params } from './route-data';

/**
 * The code of each lazy page: router.tsx renders them, hovering a link or opening a route starts them. This
 * module is part of the landing page's code, so it must not import React Router (app/public-site.tsx).
 */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** A module loader that remembers what it loaded, for `loadedModule`. */
function remembered<T>(load: () => Promise<T>): () => Promise<T> {
  const wrapped = () =>
    load().then((module) => {
      loaded.set(wrapped, module);
      return module;
    });
  return wrapped;
}

/** What a loader of `pageModules` already loaded, if it has: lazy pages render it without suspending. */
export const loadedModule = <T>(load: () => Promise<T>): T | undefined => loaded.get(load) as T | undefined;

const modules = {
  layout: () => import('./layout/app-layout'),
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
export const pageModules = Object.fromEntries(
  Object.entries(modules).map(([name, load]) => [name, remembered<unknown>(load)]),
) as unknown as typeof modules;

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
 * as the route's loader when navigation begins; the promise settles when the code is loaded (never rejects) (docs/product/public-site.md#speed). The query code itself is a
 * small chunk (route-data.ts), so the landing page never loads it.
 */
export function preloadPath(pathname: string, { data = true }: { data?: boolean } = {}): Promise<unknown> {
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
  if (!hit) return Promise.resolve();
  // Every signed-in page renders inside the app layout.
  const layout = hit.data || !path.startsWith('/sign') ? pageModules.layout() : undefined;
  const code = Promise.all([hit.code(), layout]).catch(() => undefined);
  const key = hit.data;
  if (key && data) {
    const found = params ?? {};
    import('./route-data').then((m) => m.prefetchRouteData(key, found)).catch(() => undefined);
  }
  return code;
}

/** A route loader that starts the preload and returns at once: the page never waits on it. */
export const preloadLoader = ({ request }: { request: Request }) => {
  preloadPath(new URL(request.url).pathname);
  return null;
};
