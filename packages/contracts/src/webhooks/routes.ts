import { messageResponseSchema } from '../responses';
import { defineRoute } from '../route';
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
} from './endpoints';

/** Settings, Webhooks: the organisation's endpoints and their delivery log (docs/product/webhooks.md). */

export const listWebhooksRoute = defineRoute({
  method: 'GET',
  path: '/webhooks',
  summary: 'The organisation’s webhook endpoints (Owner, Admin)',
  response: listWebhooksResponseSchema,
});
export const createWebhookRoute = defineRoute({
  method: 'POST',
  path: '/webhooks',
  summary: 'Add an endpoint; the answer carries its signing secret, shown this once',
  body: createWebhookBodySchema,
  response: webhookWithSecretResponseSchema,
});
export const updateWebhookRoute = defineRoute({
  method: 'PATCH',
  path: '/webhooks/:id',
  summary: 'Change an endpoint’s URL, description, events or enabled flag',
  description: 'Send the version the endpoint was read at: a newer one answers 409 naming who saved it.',
  params: webhookIdParamsSchema,
  body: updateWebhookBodySchema,
  response: webhookResponseSchema,
});
export const rollWebhookSecretRoute = defineRoute({
  method: 'POST',
  path: '/webhooks/:id/roll-secret',
  summary: 'Replace the signing secret; the new one is shown this once',
  params: webhookIdParamsSchema,
  response: webhookWithSecretResponseSchema,
});
export const deleteWebhookRoute = defineRoute({
  method: 'DELETE',
  path: '/webhooks/:id',
  summary: 'Delete an endpoint and its delivery log',
  params: webhookIdParamsSchema,
  response: messageResponseSchema,
});
export const webhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/webhooks/:id/deliveries',
  summary: 'The endpoint’s delivery log, newest first: one row per attempt',
  params: webhookIdParamsSchema,
  query: webhookDeliveriesQuerySchema,
  response: webhookDeliveriesResponseSchema,
});
export const resendWebhookRoute = defineRoute({
  method: 'POST',
  path: '/webhooks/:id/resend',
  summary: 'Deliver a logged event again (same event id and body)',
  params: webhookIdParamsSchema,
  body: resendWebhookBodySchema,
  response: messageResponseSchema,
});
