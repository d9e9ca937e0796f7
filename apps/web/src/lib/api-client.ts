import type { ErrorBody } from '@app/contracts/errors';
import { markPlanExpired } from './plan-expiry';

/** An API failure carrying the server's code, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

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

async function request<T>(method: string, url: string, body?: unknown, query?: Query): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(withQuery(`/api${url}`, query), {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (res.status === 401 && !isAuthCall(url)) onUnauthorized?.();
  if (!res.ok) {
    const error = new ApiError(res.status, (data as Partial<ErrorBody>) ?? {});
    // The organisation is read-only (trial or plan over): the expired-plan modal opens wherever this happened.
    if (error.body.expire) markPlanExpired();
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export const api = {
  get: <T>(url: string, query?: Query) => request<T>('GET', url, undefined, query),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
};
