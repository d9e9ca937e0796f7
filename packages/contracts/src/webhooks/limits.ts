/** Bounds of webhook endpoints (docs/product/webhooks.md). */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** Endpoints per organisation: each event is one delivery job per endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Rows of one endpoint's delivery log answered at a time. */
export const MAX_WEBHOOK_DELIVERIES_PAGE = 100;
/** Delivery log rows and the events they carry are kept this many days. */
export const WEBHOOK_RETENTION_DAYS = 30;
/** Who manages webhook endpoints (docs/roles.md): the people who manage billing and members. */
export const WEBHOOK_ROLES = ['Owner', 'Admin'] as const;
