import { messageResponseSchema } from '@app/contracts/responses';
import {
  createWebhookBodySchema,
  listWebhooksResponseSchema,
  resendWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookIdParamsSchema,
  webhookResponseSchema,
  webhookWithSecretResponseSchema,
} from '@app/contracts/webhooks/endpoints';
import { WEBHOOK_ROLES } from '@app/contracts/webhooks/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
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

  app.get(
    '/webhooks',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The organisation’s webhook endpoints (Owner, Admin)',
        response: responses(listWebhooksResponseSchema),
      },
    },
    async (request) => ({ status: ok, data: await listWebhooks(db, tenantOf(request).organizationId) }),
  );

  app.post(
    '/webhooks',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an endpoint; the answer carries its signing secret, shown this once',
        body: createWebhookBodySchema,
        response: responses(webhookWithSecretResponseSchema),
      },
    },
    async (request) => ({ status: ok, ...(await createWebhook(deps, actorOf(request), request.body)) }),
  );

  app.patch(
    '/webhooks/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change an endpoint’s URL, description, events or enabled flag',
        params: webhookIdParamsSchema,
        body: updateWebhookBodySchema,
        response: responses(webhookResponseSchema),
      },
    },
    async (request) => ({
      status: ok,
      data: await updateWebhook(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/webhooks/:id/roll-secret',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace the signing secret; the new one is shown this once',
        params: webhookIdParamsSchema,
        response: responses(webhookWithSecretResponseSchema),
      },
    },
    async (request) => ({
      status: ok,
      ...(await rollWebhookSecret(deps, actorOf(request), request.params.id)),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: webhookIdParamsSchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await deleteWebhook(deps, actorOf(request), request.params.id);
      return { status: ok, message: 'Endpoint deleted' };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first: one row per attempt',
        params: webhookIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: responses(webhookDeliveriesResponseSchema),
      },
    },
    async (request) => ({
      status: ok,
      data: await webhookDeliveries(
        db,
        tenantOf(request).organizationId,
        request.params.id,
        request.query.per_page,
      ),
    }),
  );

  app.post(
    '/webhooks/:id/resend',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deliver a logged event again (same event id and body)',
        params: webhookIdParamsSchema,
        body: resendWebhookBodySchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await resendWebhook(db, tenantOf(request).organizationId, request.params.id, request.body.delivery_id);
      return { status: ok, message: 'The event will be delivered again' };
    },
  );
};
