import { firstDataUrls } from '@app/contracts/first-data';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculationsQueryOptions } from '../features/calculations/api/get-calculations';
import { initialListState } from '../features/calculations/utils/list-params';
import { industriesQueryOptions, statesQueryOptions } from '../lib/lookups';

/** The URLs the app's own queries request, through the real API client. */
async function requested(...queries: { queryKey: readonly unknown[]; queryFn?: unknown }[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ data: {} }), { status: 200 });
  });
  const client = new QueryClient();
  for (const query of queries) await client.fetchQuery(query as Parameters<typeof client.fetchQuery>[0]);
  return urls;
}
afterEach(() => vi.unstubAllGlobals());

// The server preloads these URLs with a page's HTML; the browser hands a preloaded answer only to a request
// for the very same URL, so a page's first requests must match them character for character.
describe('the first data the server preloads', () => {
  it('is the calculations list exactly as the page first asks for it', async () => {
    expect(firstDataUrls('/calculations')).toEqual(
      await requested(calculationsQueryOptions(1, initialListState)),
    );
    expect(firstDataUrls('/calculations/')).toEqual(firstDataUrls('/calculations'));
  });

  it('is the states and industries for the calculator, new or editing', async () => {
    expect(firstDataUrls('/calculator')).toEqual(await requested(statesQueryOptions, industriesQueryOptions));
    expect(firstDataUrls('/calculations/edit/12')).toEqual(firstDataUrls('/calculator'));
  });

  it('is nothing for other pages', () => {
    expect(firstDataUrls('/calculations/12')).toEqual([]);
    expect(firstDataUrls('/')).toEqual([]);
    expect(firstDataUrls('/settings')).toEqual([]);
  });
});
