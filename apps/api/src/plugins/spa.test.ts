import { describe, expect, it } from 'vitest';
import { useTestApp, useWebBuild } from '../testing/test-app';
import { SESSION_COOKIE } from './auth';

const ctx = useTestApp({ WEB_DIST: useWebBuild('sm-spa-') });

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" \/>/g)].map(
    (m) => m[1]!.replaceAll('&amp;', '&'),
  );

describe('the app page names its first data as preloads', () => {
  it('for a signed-in visit to the calculations list: the first page of the list, in the head', async () => {
    const res = await page('/calculations', 'any-token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual([
      '/api/organization_team/calculations?page=1&per_page=15&sort=date&order=desc',
    ]);
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('for the calculator: the states and industries', async () => {
    expect(preloads((await page('/calculations/edit/7?x=1', 'any-token')).body)).toEqual([
      '/api/states',
      '/api/industries',
    ]);
  });

  it('not without a session cookie, nor on pages without a preloadable read', async () => {
    expect(preloads((await page('/calculations')).body)).toEqual([]);
    expect(preloads((await page('/calculations/7', 'any-token')).body)).toEqual([]);
    expect((await page('/signin')).body).toContain('<div id="root"></div>');
  });
});
