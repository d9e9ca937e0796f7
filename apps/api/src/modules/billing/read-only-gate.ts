import { billingMessages } from '@app/contracts/billing/messages';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../plugins/app-error';
import { requireOrganization, tenantOf } from '../../plugins/auth';
import { readOrganizationBilling } from './billing.repo';
import { billingStateAt } from './billing-state';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A gated write's subscription with its plan's name as the gate read it (null: none), undefined where the
     * gate did not run (reads, routes that stay open).
     */
    liveSubscription: { status: string; planName: string } | null | undefined;
  }
  interface FastifyContextConfig {
    /**
     * The route keeps working while the organisation is read-only (docs/product/billing.md#trial-and-expiry):
     * billing itself, signing in and out, the person's own account, creating a company, the provider's
     * webhooks, the client's quote link, and the historic API's reads sent with POST. Every other POST, PUT,
     * PATCH or DELETE route gets the read-only gate; `read-only-gate.test.ts` walks the route table to prove it.
     */
    readOnlyAllowed?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The write routes that declared `readOnlyAllowed`, as `METHOD /url`, per app (the route table test reads it). */
const allowedByApp = new WeakMap<FastifyInstance, Set<string>>();

export function readOnlyAllowedRoutes(app: FastifyInstance): ReadonlySet<string> {
  return allowedByApp.get(app) ?? new Set();
}

/**
 * Gives every POST, PUT, PATCH and DELETE route registered after it the read-only gate, unless the route
 * declares `config: { readOnlyAllowed: true }`: once the trial or the plan has ended (grace period included),
 * a write of a signed-in member is refused with 402 PLAN_EXPIRED and `expire: true`, which opens the web's
 * expired-plan modal. The gate runs before the body is validated, so the answer is the same for any input.
 */
export function registerReadOnlyGate(app: FastifyInstance, clock: Clock) {
  const allowed = new Set<string>();
  allowedByApp.set(app, allowed);
  app.decorateRequest('liveSubscription', undefined);

  const readOnlyGate: preValidationHookHandler = async (request: FastifyRequest) => {
    // A route may serve GET and POST together; only its writes are gated.
    if (!WRITE_METHODS.has(request.method) || !request.user) return;
    try {
      await requireOrganization(request);
    } catch {
      return; // no organisation here: the route's own guard answers
    }
    const { organizationId } = tenantOf(request);
    // Read fresh on every write (never from the session cache): a webhook's change is applied at once.
    const billing = await readOrganizationBilling(request.server.authDb, organizationId);
    if (!billing) throw AppError.notFound('Organization');
    // Handlers may decide plan features from it instead of reading it again (plan-features.ts).
    request.liveSubscription = billing.subscription;
    const state = billingStateAt(billing, clock.now());
    if (state.writable) return;
    const message = state.paidSeats === null ? billingMessages.trialExpired : billingMessages.readOnly;
    throw new AppError(ErrorCode.PlanExpired, message, undefined, undefined, { expire: true });
  };

  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().filter((m) => WRITE_METHODS.has(m));
    if (writes.length === 0) return;
    if (route.config?.readOnlyAllowed) {
      for (const method of writes) allowed.add(`${method} ${route.url}`);
      return;
    }
    route.preValidation = [readOnlyGate, ...[route.preValidation ?? []].flat()];
  });
}
