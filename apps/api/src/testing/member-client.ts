import { beforeAll } from 'vitest';
import { TestClient } from './accounts';
import type { TestContext } from './test-app';

/**
 * Calls the API as one signed-in member, the way the browser does (session cookie, JSON body): the one
 * harness (`TestClient`) preloaded with the member's cookie, answering `{ status, body }`.
 */
export function client(ctx: TestContext, cookie: string) {
  const browser = new TestClient(ctx.app);
  const [name, value] = cookie.split('=') as [string, string];
  browser.cookies.set(name, value);
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await browser.request(method, `/api${url}`, payload);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
  };
}

/** State ids by postal code; the codes the tests use are typed as present. */
export type StateIds = Record<'CA' | 'TX' | 'IL' | 'NY' | 'WA' | 'FL' | 'GA', number> &
  Record<string, number>;

export async function stateIds(ctx: TestContext): Promise<StateIds> {
  const res = await ctx.app.inject('/api/states');
  return Object.fromEntries(
    res.json().data.map((s: { code: string; id: number }) => [s.code, s.id]),
  ) as StateIds;
}

/** A city's id by name, as the calculator's city picker finds it. */
export async function cityId(ctx: TestContext, stateId: number, name: string): Promise<number> {
  const cities = (await ctx.app.inject(`/api/cities?state_id=${stateId}`)).json().data;
  return cities.find((c: { name: string }) => c.name === name).id;
}

/** The state ids and Dallas, Texas: the site most calculation tests price at. */
export async function dallasSite(ctx: TestContext): Promise<{ ids: StateIds; dallas: number }> {
  const ids = await stateIds(ctx);
  return { ids, dallas: await cityId(ctx, ids.TX, 'Dallas') };
}

/** The state ids and Dallas for a whole test file (beforeAll, after the app of `useTestApp` opened). */
export function useDallasSite(ctx: TestContext): { ids: StateIds; dallas: number } {
  const site = { ids: {} as StateIds, dallas: 0 };
  beforeAll(async () => {
    const { ids, dallas } = await dallasSite(ctx);
    Object.assign(site.ids, ids);
    site.dallas = dallas;
  });
  return site;
}
