import { describe, expect, it } from 'vitest';
import { isPublicPath } from './paths';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/signin',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/privacy',
    '/terms',
    '/terms/',
  ])('%s is open to signed-out visitors', (p) => expect(isPublicPath(p)).toBe(true));
  it('opens client quote approval and support paths anywhere in the path', () => {
    expect(isPublicPath('/quote/approve/8d3c')).toBe(true);
    expect(isPublicPath('/dashboard/support')).toBe(true);
  });
  // cspell:disable-next-line -- a path that only starts like /signin
  it.each(['/dashboard', '/calculations', '/settings', '/quote/12', '/company', '/signinx'])(
    '%s requires sign-in',
    (p) => expect(isPublicPath(p)).toBe(false),
  );
});
