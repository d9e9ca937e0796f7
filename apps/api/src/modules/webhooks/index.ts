export { webhookDeliveryHandler } from './deliver-webhook';
export { emitWebhookEvent, WEBHOOK_DELIVERY_JOB, webhookRetryDelayMs } from './emit-event';
