import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { SESSION_COOKIE } from './auth';

let ctx: TestContext;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-spa-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>StaffMargin</title></head><body><div id="root"></div></body></html>',
);
// The web build's manifest (vite `build.manifest`): the entry, the router, the layout and the dashboard's chunks.
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js'] },
    '_Menu-1.js': { file: 'assets/Menu-1.js', imports: ['_react-1.js'] },
    '_chart-1.js': { file: 'assets/chart-1.js' },
    'src/app/router.tsx': { file: 'assets/router-1.js', imports: ['index.html', '_query-1.js'] },
    'src/app/layout/app-layout.tsx': {
      file: 'assets/app-layout-1.js',
      imports: ['_Menu-1.js', '_query-1.js'],
    },
    'src/features/dashboard/dashboard-page.tsx': {
      file: 'assets/dashboard-page-1.js',
      imports: ['_Menu-1.js', '_chart-1.js'],
    },
  }),
);

beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

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

const modulepreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((m) => m[1]!);

describe("the app page names a signed-in page's code as modulepreloads", () => {
  it("for the dashboard: the router's, the layout's and the page's chunks, less the entry's, after the data", async () => {
    const html = (await page('/dashboard', 'any-token')).body;
    expect(modulepreloads(html)).toEqual([
      '/assets/router-1.js',
      '/assets/query-1.js',
      '/assets/app-layout-1.js',
      '/assets/Menu-1.js',
      '/assets/dashboard-page-1.js',
      '/assets/chart-1.js',
    ]);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
    const list = (await page('/calculations', 'any-token')).body;
    expect(list.indexOf('rel="preload"')).toBeLessThan(list.indexOf('rel="modulepreload"'));
  });

  it('the shell alone for a page without its own entry in the list; none signed out or on public pages', async () => {
    expect(modulepreloads((await page('/quote/17', 'any-token')).body)).toEqual([
      '/assets/router-1.js',
      '/assets/query-1.js',
      '/assets/app-layout-1.js',
      '/assets/Menu-1.js',
    ]);
    expect(modulepreloads((await page('/dashboard')).body)).toEqual([]);
    expect(modulepreloads((await page('/signin', 'any-token')).body)).toEqual([]);
    expect(modulepreloads((await page('/', 'any-token')).body)).toEqual([]);
  });
});
