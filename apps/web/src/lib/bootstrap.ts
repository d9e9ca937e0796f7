import type { BootstrapResponse } from '@app/contracts/accounts/responses';
import { api } from './api-client';

let startup: Promise<BootstrapResponse> | undefined;

/**
 * GET /bootstrap: the domain check, the signed-in user and the flags in one request. main.tsx starts it before
 * React renders, so the first page waits for one round trip instead of a domain check, then the user, then the
 * page's data (docs/product/public-site.md#speed).
 */
export function startBootstrap(): Promise<BootstrapResponse> {
  startup ??= api.get<BootstrapResponse>('/bootstrap');
  return startup;
}

let startupUsed = false;

/** The startup answer the first time the session is read; a later read (refresh, sign-in) asks again. */
export function sessionBootstrap(): Promise<BootstrapResponse> {
  if (!startupUsed) {
    startupUsed = true;
    return startBootstrap();
  }
  return api.get<BootstrapResponse>('/bootstrap');
}
