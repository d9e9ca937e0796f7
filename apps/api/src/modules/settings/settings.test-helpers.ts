import { createOrganization, type TestOrganization } from '../../testing/tenants';
import type { TestContext } from '../../testing/test-app';

/** Calls the API as a member, the way the browser does (session cookie, JSON body). */
export function client(ctx: TestContext, cookie: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
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

export async function newOrganization(
  ctx: TestContext,
  domain: string,
  employees?: string,
): Promise<TestOrganization> {
  return createOrganization(ctx.database.db, domain, employees);
}
