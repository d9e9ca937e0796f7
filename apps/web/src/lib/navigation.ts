import { useSyncExternalStore } from 'react';

/**
 * Navigation that works with or without React Router loaded. The public site (landing, /support, /terms,
 * /privacy) paints before the router's code arrives (app/public-site.tsx), so its links and redirects go through
 * here: the active router registers itself with `setNavigator` (the data router in app/router.tsx, the public
 * site's own history handling before it), and every location change is announced with `locationChanged`.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Goes to an in-app path (`/signin`, `/dashboard?x=1`) with whichever router is active. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

let preloader: (to: string) => void = () => undefined;

/** What hovering or focusing a link starts: the target page's code and data (app/public-site.tsx sets it). */
export function setPreloader(next: (to: string) => void): void {
  preloader = next;
}

export function preloadLink(to: string): void {
  preloader(to);
}

const listeners = new Set<() => void>();

/** Tells `usePathname` readers that the location changed (the active router calls it after each change). */
export function locationChanged(): void {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

/** The current path, for components that render under either router. */
export const usePathname = () => useSyncExternalStore(subscribe, () => window.location.pathname);
