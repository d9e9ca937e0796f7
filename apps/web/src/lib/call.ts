import type { RouteInput, RouteReply, RouteShape } from '@app/contracts/route';
import { request } from './api-client';

/** Fills `/x/:id` from params; each value is URL-encoded. */
function pathOf(path: string, params?: Record<string, unknown>) {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

/** Optional when the route has neither params nor a body (a query is always optional). */
type InputArgs<R extends RouteShape> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** A route's method and path: what `callAt()` needs at run time. */
export type RouteAddress<R extends RouteShape> = Pick<R, 'method' | 'path'>;

/**
 * Calls a route by its address, the contract imported as a type only (`import type { plansRoute }`), typed like
 * `call()`: for the landing page, whose first JavaScript has a budget that zod and the route's schemas would
 * break (docs/performance.md#the-landing-pages-javascript). The address is checked against the contract's.
 */
export function callAt<R extends RouteShape>(
  route: RouteAddress<R>,
  ...[input]: InputArgs<R>
): Promise<RouteReply<R>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = pathOf(route.path, params as Record<string, unknown>);
  return request<RouteReply<R>>(
    route.method,
    url,
    route.method === 'GET' ? undefined : (body ?? (route.method === 'DELETE' ? undefined : {})),
    query as Parameters<typeof request>[3],
  );
}

/**
 * Calls one route of packages/contracts through lib/api-client.ts (CSRF-safe same-origin fetch, error mapping,
 * 401 sign-out, offline messages; GETs retried by the query client). The contract types the path parameters,
 * query, body and answer, so a feature writes no URL and no payload type of its own.
 */
export const call = <R extends RouteShape>(route: R, ...input: InputArgs<R>): Promise<RouteReply<R>> =>
  callAt<R>(route, ...input);

type Multipart = RouteShape & { readonly multipart: { readonly file: string } };

/**
 * Sends a file to a multipart route of the contracts (`multipart: { file }`): the form is built here under the
 * contract's field name; params, query and answer are typed as for `call()`. The file itself is checked by the
 * API (type from the bytes, size).
 */
export function upload<R extends Multipart>(
  route: R,
  file: Blob,
  ...[input]: InputArgs<R>
): Promise<RouteReply<R>> {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  const form = new FormData();
  form.append(route.multipart.file, file);
  return request<RouteReply<R>>(
    route.method,
    pathOf(route.path, params as Record<string, unknown>),
    form,
    query as Parameters<typeof request>[3],
  );
}
