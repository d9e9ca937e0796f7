import type { ErrorBody } from '@app/contracts/errors';
import { markPlanExpired } from './plan-expiry';

/** An API failure carrying the server's code, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
    /** The request's method: only reads (GET) are retried by themselves (app/query-client.ts). */
    readonly method = 'GET',
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

/**
 * No answer at all: offline, or the server cannot be reached. The message says what happened and what to do,
 * never the browser's "Failed to fetch" (docs/product/README.md#network-and-server-failures).
 */
export class NetworkError extends Error {
  constructor(
    readonly method: string,
    readonly offline = typeof navigator !== 'undefined' && navigator.onLine === false,
  ) {
    super(
      offline
        ? method === 'GET'
          ? "You're offline: retrying when you're back online."
          : "You're offline: your changes are kept; try again when you're back online."
        : method === 'GET'
          ? "Can't reach StaffMargin right now: retrying."
          : "Can't reach StaffMargin right now: your changes are kept; try again in a moment.",
    );
    this.name = 'NetworkError';
  }
}

/** A 5xx without a message of ours (a proxy's page, a crash): what to do instead of a raw body. */
const serverFailure = (status: number) =>
  `StaffMargin could not answer (${status}): your changes are kept; try again in a moment.`;

/** Worth trying again by itself: no answer, or a server failure; never a 4xx, which will not fix itself. */
export const isTransientError = (err: unknown) =>
  err instanceof NetworkError || (err instanceof ApiError && err.status >= 500);

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(url: string, query?: Query) {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/**
 * Called when any call answers 401 while signed in: the session was revoked or expired elsewhere, so the tab
 * signs out (app/guards.tsx). Sign-in and the other /auth calls answer 401 for a wrong password; those are the
 * form's own errors.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined) {
  onUnauthorized = handler;
}

const isAuthCall = (url: string) => url.startsWith('/auth/') || url === '/auth' || url === '/bootstrap';

export async function request<T>(method: string, url: string, body?: unknown, query?: Query): Promise<T> {
  const isForm = body instanceof FormData;
  let res: Response;
  let text: string;
  try {
    res = await fetch(withQuery(`/api${url}`, query), {
      method,
      credentials: 'include',
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    text = await res.text();
  } catch (err) {
    // An aborted request is the caller's own doing; anything else means no answer arrived.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(method);
  }
  const data = text ? safeJson(text, res.status) : undefined;
  if (res.status === 401 && !isAuthCall(url)) onUnauthorized?.();
  if (!res.ok) {
    const body = (data as Partial<ErrorBody>) ?? {};
    const error = new ApiError(
      res.status,
      res.status >= 500 && !body.message ? { ...body, message: serverFailure(res.status) } : body,
      method,
    );
    // The organisation is read-only (trial or plan over): the expired-plan modal opens wherever this happened.
    if (error.body.expire) markPlanExpired();
    throw error;
  }
  return data as T;
}

function safeJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A server failure's page (HTML from a proxy) is never shown as a message.
    return { message: status >= 500 ? serverFailure(status) : text };
  }
}

export const api = {
  get: <T>(url: string, query?: Query) => request<T>('GET', url, undefined, query),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
};
