import { BILLING_ROLES } from '@app/contracts/accounts/roles';
import { billingMessages } from '@app/contracts/billing/messages';
import {
  addPaymentMethodRoute,
  billingInfoRoute,
  billSettingsRoute,
  cancelSubscriptionRoute,
  deletePaymentMethodRoute,
  previewSubscriptionRoute,
  resumeSubscriptionRoute,
  sandboxCardRoute,
  setDefaultPaymentMethodRoute,
  setupIntentRoute,
  subscribeWithDefaultCardRoute,
  subscribeWithNewCardRoute,
  updateBillingInfoRoute,
  updateSubscriptionRoute,
} from '@app/contracts/billing/routes';
import { webhookResponseSchema } from '@app/contracts/billing/schemas';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { requireRole, tenantOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { fromContract } from '../../plugins/route';
import {
  addPaymentMethod,
  billSettings,
  deletePaymentMethod,
  readBillingInfo,
  setDefaultPaymentMethod,
  setupIntent,
  updateBillingInfo,
} from './billing.service';
import type { BillingDeps } from './deps';
import { invoiceRoutes } from './invoices.routes';
import { tokenizeSandboxCard } from './providers/sandbox-cards';
import {
  cancelSubscription,
  createSubscription,
  previewSubscription,
  resumeSubscription,
  updateSubscription,
} from './subscriptions.service';
import { queueStripeEvent } from './webhook-events';

/** Plans, subscriptions, cards, billing information and history (docs/product/billing.md). Owner and Admin. */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const tags = ['billing'];
  const guard = requireRole(...BILLING_ROLES);
  const _roles = 'Roles: Owner, Admin. Money in integer cents.';
  // Billing stays open while the organisation is read-only, so the owner can pay (read-only-gate.ts).
  const config = { readOnlyAllowed: true };
  await app.register(invoiceRoutes, deps);

  app.route({
    ...fromContract(billSettingsRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => billSettings(deps, tenantOf(request)),
  });

  app.route({
    ...fromContract(subscribeWithNewCardRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => createSubscription(deps, tenantOf(request), request.body),
  });
  app.route({
    ...fromContract(subscribeWithDefaultCardRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) =>
      createSubscription(deps, tenantOf(request), { ...request.body, pm_id: undefined }),
  });
  app.route({
    ...fromContract(updateSubscriptionRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => updateSubscription(deps, tenantOf(request), request.body),
  });
  app.route({
    ...fromContract(cancelSubscriptionRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => cancelSubscription(deps, tenantOf(request)),
  });

  app.route({
    ...fromContract(resumeSubscriptionRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => resumeSubscription(deps, tenantOf(request)),
  });
  app.route({
    ...fromContract(previewSubscriptionRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => previewSubscription(deps, tenantOf(request), request.body),
  });

  app.route({
    ...fromContract(setupIntentRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => setupIntent(deps, tenantOf(request)),
  });
  app.route({
    ...fromContract(sandboxCardRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => {
      if (deps.provider.kind !== 'sandbox') throw AppError.notFound('Sandbox');
      const result = tokenizeSandboxCard(request.body, deps.clock.now());
      if (!result.ok) throw AppError.validation({ [result.field]: [result.message] });
      return { status: 'success' as const, pm_id: result.pmId };
    },
  });

  const cardsAnswer = (message: string) => async (list: Promise<unknown>) => ({
    status: 'success' as const,
    message,
    data: { payment_methods: (await list) as never },
  });
  app.route({
    ...fromContract(addPaymentMethodRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) =>
      cardsAnswer(billingMessages.cardAdded)(addPaymentMethod(deps, tenantOf(request), request.body)),
  });
  app.route({
    ...fromContract(deletePaymentMethodRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) =>
      cardsAnswer(billingMessages.cardDeleted)(
        deletePaymentMethod(deps, tenantOf(request), request.body.pm_id),
      ),
  });
  app.route({
    ...fromContract(setDefaultPaymentMethodRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) =>
      cardsAnswer(billingMessages.cardDefault)(
        setDefaultPaymentMethod(deps, tenantOf(request), request.body.pm_id),
      ),
  });

  app.route({
    ...fromContract(billingInfoRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => readBillingInfo(deps, tenantOf(request)),
  });
  app.route({
    ...fromContract(updateBillingInfoRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => updateBillingInfo(deps, tenantOf(request), request.body),
  });

  // Stripe's webhooks: the raw body is needed for the signature, so this scope reads JSON as a Buffer.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/webhooks/stripe',
      {
        config: { ...config, rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: "Stripe's webhook",
          description:
            'Verified by the Stripe-Signature header (400 when it does not match), then queued and applied by the job worker; each event id takes effect once, and an event already applied answers duplicate: true.',
          response: responses(webhookResponseSchema),
        },
      },
      async (request) => {
        const provider = deps.provider;
        if (provider.kind !== 'stripe') throw AppError.notFound('Webhook');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string')
          throw new AppError(ErrorCode.BadRequest, 'Missing Stripe-Signature');
        let parsed: ReturnType<typeof provider.parseWebhook>;
        try {
          parsed = provider.parseWebhook(request.body as Buffer, signature);
        } catch {
          throw new AppError(ErrorCode.BadRequest, 'Invalid webhook signature');
        }
        const { duplicate } = await queueStripeEvent(deps.db, hooks.jobs, parsed);
        return { received: true as const, duplicate };
      },
    );
  });
};
