import { createHmac } from 'node:crypto';

/** The signature header's name (docs/product/webhooks.md#verifying). */
export const SIGNATURE_HEADER = 'StaffMargin-Signature';
export const EVENT_ID_HEADER = 'StaffMargin-Event-Id';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
