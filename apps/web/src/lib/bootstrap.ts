import type { bootstrapRoute } from '@app/contracts/accounts/profile-routes';
import type { BootstrapResponse } from '@app/contracts/accounts/responses';
import { useSyncExternalStore } from 'react';
import { callAt } from './call';

// The landing page runs this: the contract is imported as a type, so its schemas stay out of the first
// JavaScript (docs/performance.md#the-landing-pages-javascript).
const fetchBootstrap = (query?: { after: 'handover' }) =>
  callAt<typeof bootstrapRoute>({ method: 'GET', path: '/bootstrap' }, { query });

let startup: Promise<BootstrapResponse> | undefined;
let settled: { data?: BootstrapResponse; error?: unknown } | undefined;
const listeners = new Set<() => void>();

/**
 * GET /bootstrap: the domain check, the signed-in user and the flags in one request. main.tsx starts it before
 * React renders, so the first page waits for one round trip instead of a domain check, then the user, then the
 * page's data (docs/product/public-site.md#speed).
 */
export function startBootstrap({ afterSignIn = false } = {}): Promise<BootstrapResponse> {
  if (!startup) {
    // index.html preloads /bootstrap with the page; after a hand-over signed this tab in, that answer (signed
    // out) is stale, so the request gets an address of its own.
    startup = fetchBootstrap(afterSignIn ? { after: 'handover' } : undefined);
    const settle = (answer: typeof settled) => {
      settled = answer;
      for (const listener of listeners) listener();
    };
    startup.then(
      (data) => settle({ data }),
      (error: unknown) => settle({ error }),
    );
  }
  return startup;
}

const subscribe = (listener: () => void) => {
  startBootstrap().catch(() => undefined);
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The startup answer as React state, undefined until it arrives. The public site reads it without TanStack
 * Query, whose code is not part of the landing page (app/public-site.tsx); signed-in pages read the session
 * through lib/session.ts.
 */
export const useStartup = () => useSyncExternalStore(subscribe, () => settled);

let startupUsed = false;

/** The startup answer the first time the session is read; a later read (refresh, sign-in) asks again. */
export function sessionBootstrap(): Promise<BootstrapResponse> {
  if (!startupUsed) {
    startupUsed = true;
    return startBootstrap();
  }
  return fetchBootstrap();
}
