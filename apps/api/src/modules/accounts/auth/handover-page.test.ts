import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../plugins/auth';
import { TestClient } from '../../../testing/accounts';
import { useTestApp, useWebBuild } from '../../../testing/test-app';

/**
 * The hand-over link opened as a page (docs/accounts.md#sub-domains-and-the-hand-over-token): the server redeems
 * it in the page request and sends the browser on to the page, signed in, with the link gone from the address.
 */
const ctx = useTestApp({ WEB_DIST: useWebBuild('sm-handover-page-'), AUTH_RATE_LIMIT_MAX: '1000' });

const DOCUMENT = {
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'cross-site',
};

/** Signs in on the main host and returns the hand-over link to the demo organisation's host. */
async function handoverLink(rememberMe = false): Promise<URL> {
  const res = await new TestClient(ctx.app).signIn('demo@staffmargin.app', 'DemoPass2026!', rememberMe);
  const link = new URL(res.json().redirect_url);
  expect(link.host).toBe('demo.localhost:3000');
  expect(link.pathname).toBe('/signin');
  return link;
}

/** A fresh browser on the organisation's host opening `link` (with `next` when given) as a page. */
async function open(link: URL, next?: string, headers: Record<string, string> = DOCUMENT) {
  const browser = new TestClient(ctx.app, link.host);
  const url = new URL(link);
  if (next !== undefined) url.searchParams.set('next', next);
  const res = await browser.request('GET', url.pathname + url.search, undefined, headers);
  return { browser, res };
}

describe('the hand-over link opened as a page', () => {
  it('signs in with an httpOnly cookie and sends the browser on to the dashboard, once', async () => {
    const link = await handoverLink();
    const { browser, res } = await open(link);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('demo@staffmargin.app');

    // The same link again (a replay, the back button): the sign-in page, signed out, no cookie.
    const again = await open(link);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.headers['content-type']).toMatch(/^text\/html/);
    expect(again.res.cookies).toEqual([]);
    expect((await again.browser.get('/api/user')).statusCode).toBe(401);
  });

  it('opens the page the link carries, and never another site', async () => {
    expect((await open(await handoverLink(), '/quote/17?tab=x')).res.headers.location).toBe(
      '/quote/17?tab=x',
    );
    for (const next of ['//evil.test/', 'https://evil.test/', '/\\evil.test', '/..//evil.test', '/signin']) {
      expect((await open(await handoverLink(), next)).res.headers.location).toBe('/dashboard');
    }
  });

  it('carries remember me to the new host', async () => {
    const { res } = await open(await handoverLink(true));
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('is not redeemed by a fetch, a frame or an image: the link stays good for the page', async () => {
    const link = await handoverLink();
    for (const dest of ['empty', 'iframe', 'image']) {
      const { res } = await open(link, undefined, { ...DOCUMENT, 'sec-fetch-dest': dest });
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toEqual([]);
    }
    expect((await open(link)).res.statusCode).toBe(303);
  });

  it('leaves an unknown, expired or malformed id to the sign-in page, which says why', async () => {
    for (const id of ['not-a-token', '', ' ', 'x'.repeat(500)]) {
      const res = await new TestClient(ctx.app, 'demo.localhost:3000').request(
        'GET',
        `/signin?id=${encodeURIComponent(id)}`,
        undefined,
        DOCUMENT,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('sends a link opened on a host the user has no organisation on to their own host, with the page', async () => {
    const link = await handoverLink();
    const { res } = await open(new URL(`http://localhost:3000${link.pathname}${link.search}`), '/quotes');
    expect(res.statusCode).toBe(303);
    const onward = new URL(res.headers.location as string);
    expect(onward.host).toBe('demo.localhost:3000');
    expect(onward.pathname).toBe('/signin');
    expect(onward.searchParams.get('next')).toBe('/quotes');
    expect((await open(onward)).res.headers.location).toBe('/quotes');
  });
});
