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
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path) || path.includes('/quote/approve/') || path.includes('/support');
}
