import { handoverBodySchema } from '@app/contracts/accounts/auth';
import { landingWithReturn, RETURN_PARAM } from '@app/contracts/accounts/return-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsDeps } from '../deps';
import { redeemHandover } from './redeem-handover';

/**
 * The hand-over link opened as a page (`GET /signin?id=…&next=…` on the organisation's host): the server redeems
 * the id in that very request and answers 303 to the page the user is going to (`/dashboard`, or `next`), with
 * the session cookie (docs/accounts.md#sub-domains-and-the-hand-over-token). The browser then loads that page
 * signed in, with its start-up request preloaded by the HTML, instead of loading the app, redeeming the id with
 * a request of its own and asking again who is signed in (docs/performance.md#the-hand-over). The id never
 * reaches the address bar, the tab's history or a page script. Returns false to let the app's page answer: any
 * other address, an id refused (the page's own redemption then shows why), or a request that is not a top-level
 * navigation (a fetch, a frame or an image never signs anyone in).
 */
export function handoverPage(app: FastifyInstance, deps: Pick<AccountsDeps, 'db' | 'env' | 'clock'>) {
  // The same budget per client address as POST /auth/sign_in_by_uuid.
  const limit = app.rateLimit({
    max: deps.env.AUTH_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: (request) => `handover-page ${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // Every page of the app passes here: only `/signin?…` is worth parsing.
    if (!request.url.startsWith('/signin?')) return false;
    const url = new URL(request.url, 'http://page.invalid');
    const id = url.searchParams.get('id') ?? '';
    // The contracts' schema bounds the id's length (one limit for the page and the API), before any database work.
    if (!handoverBodySchema.safeParse({ uuid: id }).success) return false;
    // Browsers send Fetch Metadata on every request; one without it is not a page's (curl, a test).
    const dest = request.headers['sec-fetch-dest'];
    if (dest !== undefined && dest !== 'document') return false;
    try {
      await limit.call(app, request, reply);
    } catch {
      // Over the limit: the page's own redemption is refused with the limit's message.
      return false;
    }
    const redeemed = await redeemHandover(deps, request, reply, id);
    if (!redeemed) return false;
    const target = landingWithReturn(redeemed.landing, url.searchParams.get(RETURN_PARAM));
    reply.header('cache-control', 'no-store').redirect(target, 303);
    return true;
  };
}
