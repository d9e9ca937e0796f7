import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PageLoader } from '../components/page-loader';
import { SignedInRedirect } from '../features/auth/components/signed-in-redirect';
import { LandingPage } from '../features/landing/landing-page';
import { WorkspaceGate } from '../features/organizations/workspace-gate';
import { useStartup } from '../lib/bootstrap';
import { locationChanged, setNavigator, setPreloader, usePathname } from '../lib/navigation';
import type { Session } from '../lib/session';
import { PublicLayout } from './layout/public-layout';
import { preloadPath } from './route-preload';
import { settled } from './settled';

/**
 * The landing page's JavaScript budget is 120 kB gzip (docs/performance.md#the-landing-pages-javascript), and
 * React Router's data router alone is about 30 kB of it. So the public site (the landing page, /support, /terms,
 * /privacy) renders without it: this component picks the page from the path and keeps its own history, and the
 * first navigation anywhere else (sign-in, a redirect to the dashboard) loads router.tsx and hands over to it.
 * router.tsx has the same pages too, for visitors who come back to them from inside the app.
 */
const PUBLIC_SITE = new Set(['/', '/support', '/terms', '/privacy']);
// Any path containing /support opens the Support modal over the landing page (docs/product/public-site.md).
const isPublicSite = (pathname: string) => PUBLIC_SITE.has(pathname) || pathname.includes('/support');

/** The router and every route's element; loaded on the first hover of a link into the app, or its click. */
const loadRouter = () => import('./router');

setPreloader((to) => {
  preloadPath(to);
  if (!isPublicSite(new URL(to, window.location.href).pathname)) loadRouter().catch(() => undefined);
});

const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
let started: Awaited<ReturnType<typeof loadRouter>> | undefined;
/** Loads the router and lets it match the current location; AppRouter then renders it without suspending. */
const startRouter = () =>
  loadRouter().then(async (m) => {
    await m.startAppRouter();
    started = m;
    return m;
  });
const AppRouter = lazy(() =>
  started ? settled({ default: started.AppRouter }) : startRouter().then((m) => ({ default: m.AppRouter })),
);

/**
 * What the first render waits for: on a page of the app, the router with the page matched and the page's code
 * (started with its data in main.tsx), so the page renders without a loader first (a Suspense fallback, once
 * shown, stays at least 300 ms).
 */
export function beforeFirstRender(pageCode: Promise<unknown>): Promise<unknown> {
  if (isPublicSite(window.location.pathname)) return Promise.resolve();
  return Promise.all([startRouter(), pageCode]).catch(() => undefined);
}

function PublicPage({ pathname, session }: { pathname: string; session: Session | null }) {
  if (pathname === '/terms') return <TermsPage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  // The Support modal opens by itself on any path containing /support, over the landing page, signed in or not.
  if (pathname.includes('/support')) return <LandingPage />;
  return (
    <SignedInRedirect session={session}>
      <LandingPage />
    </SignedInRedirect>
  );
}

function PublicSite({ onLeave }: { onLeave: () => void }) {
  const pathname = usePathname();
  // The session of the startup answer: nothing on these pages signs in or out.
  const startup = useStartup();
  const boot = startup?.data;
  const session = boot?.user ? { user: boot.user, expire: boot.expire } : null;
  useEffect(() => {
    setNavigator((to, options) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) return window.location.assign(url.href);
      const go = () => {
        const target = url.pathname + url.search + url.hash;
        if (options?.replace) window.history.replaceState(null, '', target);
        else window.history.pushState(null, '', target);
        if (!isPublicSite(url.pathname)) return onLeave();
        if (!url.hash) window.scrollTo(0, 0);
        locationChanged();
      };
      // The router's code first, so that the page being left stays on screen until the next one can render.
      if (isPublicSite(url.pathname)) go();
      else loadRouter().then(go, () => window.location.assign(url.href));
    });
  }, [onLeave]);
  // Back or forward to a page of the app.
  const leaving = !isPublicSite(pathname);
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);
  if (!startup || leaving) return <PageLoader />;
  return (
    <PublicLayout>
      <PublicPage pathname={pathname} session={session} />
    </PublicLayout>
  );
}

/** The whole app: the public site until the first navigation into the app, React Router from then on. */
export function AppRoot() {
  const [app, setApp] = useState(() => !isPublicSite(window.location.pathname));
  const leave = useCallback(() => setApp(true), []);
  return app ? (
    <Suspense fallback={<PageLoader />}>
      <AppRouter />
    </Suspense>
  ) : (
    <WorkspaceGate>
      <PublicSite onLeave={leave} />
    </WorkspaceGate>
  );
}
