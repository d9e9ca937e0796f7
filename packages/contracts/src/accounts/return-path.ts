/**
 * The page a signed-out visitor asked for, carried through sign-in as `?next=` so they land on it instead of
 * the dashboard: a link from an e-mail, a session that expired, the sub-domain hand-over
 * (docs/product/accounts.md#returning-to-the-requested-page).
 */
export const RETURN_PARAM = 'next';

/** Pages that are themselves steps of signing in: returning to them would loop. */
const NOT_A_RETURN = ['/signin', '/signup', '/logout', '/forgot-password', '/reset-password', '/company'];
const MAX_RETURN_LENGTH = 2000;
const BASE = 'http://return.invalid';

/**
 * The return path if it is a same-origin relative path (`/quote/17?tab=x`), else null. Refused: absolute and
 * protocol-relative URLs (`https://evil.test`, `//evil.test`, `/\evil.test`), control characters, the sign-in
 * pages, the landing page and anything over 2,000 characters; so `?next=` can never send anyone elsewhere.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_RETURN_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // Dot segments can rebuild a protocol-relative path (`/..//evil.test` is `//evil.test`): check the result too.
  if (url.origin !== BASE || url.pathname === '/' || url.pathname.startsWith('//')) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (NOT_A_RETURN.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/** /signin carrying the page to come back to (when it is one worth returning to) and optional notices. */
export function signInPathFor(target: string | null, notice: { message?: string; error?: string } = {}) {
  const params = new URLSearchParams();
  if (notice.message) params.set('message', notice.message);
  if (notice.error) params.set('error', notice.error);
  const back = safeReturnPath(target);
  if (back) params.set(RETURN_PARAM, back);
  const query = params.toString();
  return query ? `/signin?${query}` : '/signin';
}

/**
 * Where to go after signing in, given the server's landing (`/dashboard` on this host, a one-time hand-over link
 * to the organisation's host, or `/company`) and the page asked for: that page on this host, or carried through
 * the hand-over link to be opened on the other host. A user without a company still goes to /company.
 */
export function landingWithReturn(landing: string, requested: string | null): string {
  const back = safeReturnPath(requested);
  if (!back) return landing;
  if (landing === '/dashboard') return back;
  if (/^https?:\/\//.test(landing)) {
    const url = new URL(landing);
    if (url.pathname !== '/signin') return landing;
    url.searchParams.set(RETURN_PARAM, back);
    return url.toString();
  }
  return landing;
}
