import { z } from 'zod';
import { MAX_ID } from '../limits';
import { successSchema, timestampSchema } from '../responses';
import { WEBHOOK_EVENT_TYPES } from './events';
import {
  MAX_WEBHOOK_DELIVERIES_PAGE,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
} from './limits';

/** Requests and answers of the Webhooks settings tab (docs/product/webhooks.md#endpoints). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(MAX_WEBHOOK_URL_LENGTH, `The URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Enter an http or https URL')
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), {
    message: 'The URL must not carry a user name or password',
  });

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'Unknown event'))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length);

export const webhookIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(MAX_WEBHOOK_DESCRIPTION_LENGTH).default(''),
  events: eventsSchema,
  enabled: z.boolean().default(true),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** An edit names the version it was read at; an edit of an older one answers 409 (docs/concurrency.md). */
export const updateWebhookBodySchema = z.object({
  version: z.number({ error: 'version is required' }).int().positive().max(MAX_ID),
  url: webhookUrlSchema.optional(),
  description: z.string().trim().max(MAX_WEBHOOK_DESCRIPTION_LENGTH).optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why the server turned it off (repeated failures), or null. */
  disabled_reason: z.string().nullable(),
  /** Sent back with an edit (PATCH); any change of the endpoint bumps it. */
  version: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type WebhookEndpoint = z.input<typeof webhookEndpointSchema>;

export const listWebhooksResponseSchema = successSchema.extend({ data: z.array(webhookEndpointSchema) });
export type ListWebhooksResponse = z.input<typeof listWebhooksResponseSchema>;

export const webhookResponseSchema = successSchema.extend({ data: webhookEndpointSchema });
/** Creating an endpoint or rolling its secret: the only answers that carry the secret. */
export const webhookWithSecretResponseSchema = successSchema.extend({
  data: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookWithSecretResponse = z.input<typeof webhookWithSecretResponseSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(MAX_WEBHOOK_DELIVERIES_PAGE).default(50),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(['succeeded', 'failed']),
  response_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  attempt: z.number().int(),
  error: z.string().nullable(),
  created_at: timestampSchema,
});
export type WebhookDelivery = z.input<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = successSchema.extend({ data: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.input<typeof webhookDeliveriesResponseSchema>;

export const resendWebhookBodySchema = z.object({
  delivery_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
