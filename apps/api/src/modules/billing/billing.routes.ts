import { BILLING_ROLES } from '@app/contracts/accounts/roles';
import { billingMessages } from '@app/contracts/billing/messages';
import {
  addPaymentMethodBodySchema,
  billingInfoBodySchema,
  billingInfoResponseSchema,
  cancelSubscriptionBodySchema,
  createSubscriptionBodySchema,
  paymentMethodBodySchema,
  paymentMethodsResponseSchema,
  sandboxCardBodySchema,
  sandboxCardResponseSchema,
  setupIntentResponseSchema,
  subscriptionResponseSchema,
  updateSubscriptionBodySchema,
  webhookResponseSchema,
} from '@app/contracts/billing/schemas';
import { billSettingsRoute, previewSubscriptionRoute } from '@app/contracts/billing/shared-routes';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  const roles = 'Roles: Owner, Admin. Money in integer cents.';
  // Billing stays open while the organisation is read-only, so the owner can pay (read-only-gate.ts).
  const config = { readOnlyAllowed: true };
  await app.register(invoiceRoutes, deps);

  app.route({
    ...fromContract(billSettingsRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => billSettings(deps, tenantOf(request)),
  });

  const subscribe = (summary: string, description: string) => ({
    config,
    preHandler: guard,
    schema: {
      tags,
      summary,
      description: `${roles} ${description}`,
      body: createSubscriptionBodySchema,
      response: responses(subscriptionResponseSchema),
    },
  });
  app.post(
    '/subscription/create',
    subscribe(
      'Subscribe with a new card',
      'pm_id: the card (Stripe Elements or the sandbox form); the first period is charged now. 402 PAYMENT_FAILED when the card is refused.',
    ),
    async (request) => createSubscription(deps, tenantOf(request), request.body),
  );
  app.post(
    '/subscription/create/payment_method',
    subscribe(
      'Subscribe with the default card',
      'Uses the saved default card; 400 "Please add a payment method" without one.',
    ),
    async (request) => createSubscription(deps, tenantOf(request), { ...request.body, pm_id: undefined }),
  );
  app.post(
    '/subscription/update',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Change plan, period or seats',
        description: `${roles} Prorated and invoiced now; seats never below members and open invitations.`,
        body: updateSubscriptionBodySchema,
        response: responses(subscriptionResponseSchema),
      },
    },
    async (request) => updateSubscription(deps, tenantOf(request), request.body),
  );
  app.post(
    '/subscription/cancel',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cancel at the end of the paid term',
        description: roles,
        body: cancelSubscriptionBodySchema,
        response: responses(subscriptionResponseSchema),
      },
    },
    async (request) => cancelSubscription(deps, tenantOf(request)),
  );

  app.post(
    '/subscription/resume',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Undo a cancellation before the term ends',
        description: `${roles} The plan renews again at the end of the period. 409 once the plan has ended (choose a plan again).`,
        response: responses(subscriptionResponseSchema),
      },
    },
    async (request) => resumeSubscription(deps, tenantOf(request)),
  );
  app.route({
    ...fromContract(previewSubscriptionRoute, tags),
    config,
    preHandler: guard,
    handler: async (request) => previewSubscription(deps, tenantOf(request), request.body),
  });

  app.post(
    '/payment_method/setup_intent',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Start card entry',
        description: `${roles} Stripe: a SetupIntent client secret and the publishable key for Elements. Sandbox: provider "sandbox" and nulls.`,
        response: responses(setupIntentResponseSchema),
      },
    },
    async (request) => setupIntent(deps, tenantOf(request)),
  );
  app.post(
    '/billing/sandbox/payment_method',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: "The sandbox's card form (only without Stripe)",
        description: `${roles} Tokenises a test card as Stripe's card form would: 4242424242424242 and the other test numbers work, 4000000000000002 is declined when added. 404 when Stripe is configured.`,
        body: sandboxCardBodySchema,
        response: responses(sandboxCardResponseSchema),
      },
    },
    async (request) => {
      if (deps.provider.kind !== 'sandbox') throw AppError.notFound('Sandbox');
      const result = tokenizeSandboxCard(request.body, deps.clock.now());
      if (!result.ok) throw AppError.validation({ [result.field]: [result.message] });
      return { status: 'success' as const, pm_id: result.pmId };
    },
  );

  const cardsAnswer = (message: string) => async (list: Promise<unknown>) => ({
    status: 'success' as const,
    message,
    data: { payment_methods: (await list) as never },
  });
  const cardRoute = (summary: string, body: z.ZodType) => ({
    config,
    preHandler: guard,
    schema: { tags, summary, description: roles, body, response: responses(paymentMethodsResponseSchema) },
  });
  app.post(
    '/payment_method/add_payment_method',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Add a card',
        description: `${roles} default_status makes it the default; the first card always is. 402 PAYMENT_FAILED when declined.`,
        body: addPaymentMethodBodySchema,
        response: responses(paymentMethodsResponseSchema),
      },
    },
    async (request) =>
      cardsAnswer(billingMessages.cardAdded)(addPaymentMethod(deps, tenantOf(request), request.body)),
  );
  app.post(
    '/payment_method/delete_payment_method',
    cardRoute('Delete a card that is not the default', paymentMethodBodySchema),
    async (request) => {
      const { pm_id } = paymentMethodBodySchema.parse(request.body);
      return cardsAnswer(billingMessages.cardDeleted)(deletePaymentMethod(deps, tenantOf(request), pm_id));
    },
  );
  app.post(
    '/payment_method/set_default_payment_method',
    cardRoute('Make a card the default', paymentMethodBodySchema),
    async (request) => {
      const { pm_id } = paymentMethodBodySchema.parse(request.body);
      return cardsAnswer(billingMessages.cardDefault)(
        setDefaultPaymentMethod(deps, tenantOf(request), pm_id),
      );
    },
  );

  app.post(
    '/payment_method/billing_info',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Read billing information',
        description: roles,
        response: responses(billingInfoResponseSchema),
      },
    },
    async (request) => readBillingInfo(deps, tenantOf(request)),
  );
  app.post(
    '/payment_method/billing_info/update',
    {
      config,
      preHandler: guard,
      schema: {
        tags,
        summary: 'Save billing information',
        description: `${roles} Needs a card on file (400 "Please add a payment method"). Phone +1 (999) 999-99-99.`,
        body: billingInfoBodySchema,
        response: responses(billingInfoResponseSchema),
      },
    },
    async (request) => updateBillingInfo(deps, tenantOf(request), request.body),
  );

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
