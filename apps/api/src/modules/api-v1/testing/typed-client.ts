import createClient from 'openapi-fetch';
import type { TestContext } from '../../../testing/test-app';
import type { paths } from '../client/v1-schema';

/**
 * The typed v1 client (openapi-fetch over the generated types), sending through the test app's `inject`
 * instead of the network: what an integrator's TypeScript would call.
 */
export function typedV1Client(ctx: TestContext, key: string) {
  const injectFetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const res = await ctx.app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
  return createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: injectFetch,
    headers: { authorization: `Bearer ${key}` },
  });
}
