import { describe, expect, it } from 'vitest';
import { landingWithReturn, safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/quote/17',
    '/calculations/42',
    '/settings/calculation-settings?tab=sales-tax',
    '/change-plan',
    '/dashboard/team/3#members',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['https://evil.test/quote/17'],
    ['//evil.test/quote/17'],
    ['/\\evil.test'],
    ['\\\\evil.test'],
    ['/..//evil.test'],
    ['/%2e%2e//evil.test'],
    ['javascript:alert(1)'],
    ['quote/17'],
    ['/quote/17\n'],
    ['/'],
    ['/signin?next=/quote/17'],
    ['/logout'],
    ['/company'],
    [`/${'a'.repeat(2001)}`],
    [''],
    [null],
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('carries the requested page and the notices', () => {
    expect(signInPathFor('/quote/17')).toBe('/signin?next=%2Fquote%2F17');
    expect(signInPathFor('/change-plan', { error: 'You need to login first!' })).toBe(
      '/signin?error=You+need+to+login+first%21&next=%2Fchange-plan',
    );
    expect(signInPathFor('https://evil.test')).toBe('/signin');
  });
});

describe('landingWithReturn', () => {
  it('opens the requested page instead of the dashboard on the same host', () => {
    expect(landingWithReturn('/dashboard', '/quote/17')).toBe('/quote/17');
  });

  it('carries the requested page through the hand-over link to the organisation host', () => {
    const link = landingWithReturn('http://acme.localhost:3000/signin?id=abc', '/calculations/5');
    const url = new URL(link);
    expect(url.host).toBe('acme.localhost:3000');
    expect(url.searchParams.get('id')).toBe('abc');
    expect(url.searchParams.get('next')).toBe('/calculations/5');
  });

  it('keeps /company for a user without one, and ignores a return path that is not safe', () => {
    expect(landingWithReturn('/company', '/quote/17')).toBe('/company');
    expect(landingWithReturn('/dashboard', '//evil.test')).toBe('/dashboard');
    expect(landingWithReturn('/dashboard', null)).toBe('/dashboard');
  });
});
