/**
 * Paths a signed-out visitor may open (docs/product/accounts.md#public-paths-and-redirects); every other
 * path goes to /signin.
 */
export const PUBLIC_PATHS = [
  '/',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/signin',
  '/privacy',
  '/terms',
  '/developers',
  '/developers/reference',
];

/** The path without trailing slashes ('/calculations/' is '/calculations'); '/' stays '/'. */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export function isPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return PUBLIC_PATHS.includes(path) || path.includes('/quote/approve/') || path.includes('/support');
}
