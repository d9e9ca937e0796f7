import { billingMessages } from '@app/contracts/billing/messages';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf } from '../../plugins/auth';
import { loadBillingState } from './billing.service';

/**
 * Paths a read-only organisation may still write to (docs/product/billing.md#trial-and-expiry): billing itself,
 * signing in and out, the person's own account, creating a company, and the provider's webhooks.
 */
const EXEMPT_PREFIXES = [
  '/api/auth/',
  '/api/auth',
  '/api/user/',
  '/api/subscription/',
  '/api/payment_method/',
  '/api/bill_settings',
  '/api/billing/',
  '/api/webhooks/',
  '/api/dev/',
  '/api/organization/create',
  '/api/organization/domain_available',
  '/api/check_domain',
  // The client's link: a client signs or declines whatever the quoting organisation's plan.
  '/api/quote/client/',
  '/api/quote/update/status',
];

/** Routes that read with POST (the historic API's lists and lookups) or only mark the reader's own messages. */
const READS = new Set([
  '/api/organization/members',
  '/api/organization_settings',
  '/api/organization_spto_settings',
  '/api/organization_team/calculation',
  '/api/organization_team/calculation/rates',
  '/api/organization_team/calculation/stipend',
  '/api/organization_teams',
  '/api/organization_team',
  '/api/organization_team/quotation',
  '/api/organization_team/quotations',
  '/api/organization/invitations',
  '/api/notification/read/:id',
  '/api/notification/read_all',
  '/api/notifications',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `request` would change the organisation's data (and so is refused while it is read-only). */
function isOrganizationWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const route = request.routeOptions.url ?? request.url;
  if (!route.startsWith('/api/')) return false;
  if (READS.has(route)) return false;
  return !EXEMPT_PREFIXES.some((p) => route === p || route.startsWith(p));
}

/**
 * One server-side hook for the whole API: once the trial or the plan has ended (grace period included), every
 * write of a signed-in member is refused with 402 PLAN_EXPIRED and `expire: true`, which opens the web's
 * expired-plan modal. Reads and the exempt paths above keep working, so the owner can pay.
 */
export function registerReadOnlyGate(app: FastifyInstance, clock: Clock) {
  app.addHook('preHandler', async (request) => {
    if (!request.user || !isOrganizationWrite(request)) return;
    try {
      await requireOrganization(request);
    } catch {
      return; // no organisation here: the route's own guard answers
    }
    const { organizationId } = tenantOf(request);
    const state = await loadBillingState(request.server.authDb, organizationId, clock.now());
    if (state.writable) return;
    const message = state.paidSeats === null ? billingMessages.trialExpired : billingMessages.readOnly;
    throw new AppError(ErrorCode.PlanExpired, message, undefined, undefined, { expire: true });
  });
}
