import type { RouteInput, RouteReply, RouteShape } from '@app/contracts/route';
import { request } from './api-client';

/** Fills `/x/:id` from params; each value is URL-encoded. */
function pathOf(path: string, params?: Record<string, unknown>) {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

/**
 * Calls one route of packages/contracts through lib/api-client.ts (CSRF-safe same-origin fetch, error mapping,
 * 401 sign-out, offline messages; GETs retried by the query client). The contract types the path parameters,
 * query, body and answer, so a feature writes no URL and no payload type of its own.
 */
export function call<R extends RouteShape>(
  route: R,
  // Optional when the route has neither params nor a body (a query is always optional).
  ...[input]: object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>]
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
