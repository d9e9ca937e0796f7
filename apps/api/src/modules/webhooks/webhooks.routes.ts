import { WEBHOOK_ROLES } from '@app/contracts/webhooks/limits';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  listWebhooksRoute,
  resendWebhookRoute,
  rollWebhookSecretRoute,
  updateWebhookRoute,
  webhookDeliveriesRoute,
} from '@app/contracts/webhooks/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, tenantOf, userOf } from '../../plugins/auth';
import { fromContract } from '../../plugins/route';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  resendWebhook,
  rollWebhookSecret,
  updateWebhook,
  type WebhookDeps,
  webhookDeliveries,
} from './webhooks.service';

const actorOf = (request: FastifyRequest) => ({
  organizationId: tenantOf(request).organizationId,
  userId: userOf(request).id,
});

/** Settings, Webhooks: the organisation's endpoints and their delivery log (docs/product/webhooks.md). */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['webhooks'];
  const preHandler = requireRole(...WEBHOOK_ROLES);
  const ok = 'success' as const;

  app.route({
    ...fromContract(listWebhooksRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: ok,
      data: await listWebhooks(db, tenantOf(request).organizationId),
    }),
  });

  app.route({
    ...fromContract(createWebhookRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: ok,
      ...(await createWebhook(deps, actorOf(request), request.body)),
    }),
  });

  app.route({
    ...fromContract(updateWebhookRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: ok,
      data: await updateWebhook(deps, actorOf(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...fromContract(rollWebhookSecretRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: ok,
      ...(await rollWebhookSecret(deps, actorOf(request), request.params.id)),
    }),
  });

  app.route({
    ...fromContract(deleteWebhookRoute, tags),
    preHandler,
    handler: async (request) => {
      await deleteWebhook(deps, actorOf(request), request.params.id);
      return { status: ok, message: 'Endpoint deleted' };
    },
  });

  app.route({
    ...fromContract(webhookDeliveriesRoute, tags),
    preHandler,
    handler: async (request) => ({
      status: ok,
      data: await webhookDeliveries(
        db,
        tenantOf(request).organizationId,
        request.params.id,
        request.query.per_page,
      ),
    }),
  });

  app.route({
    ...fromContract(resendWebhookRoute, tags),
    preHandler,
    handler: async (request) => {
      const outcome = await resendWebhook(
        deps,
        tenantOf(request).organizationId,
        request.params.id,
        request.body.delivery_id,
      );
      return {
        status: ok,
        message:
          outcome === 'queued'
            ? 'The event will be delivered again'
            : 'This event is already on its way to the endpoint',
      };
    },
  });
};
