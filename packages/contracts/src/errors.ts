import { z } from 'zod';
import { subscriptionPreviewSchema } from './billing/preview';

/** Machine-readable error codes; the API maps each to one HTTP status, the web app shows `message`. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Validation: 'VALIDATION',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  PlanRequired: 'PLAN_REQUIRED',
  /** The trial or the plan has ended: everything but billing is read-only until a plan is paid. */
  PlanExpired: 'PLAN_EXPIRED',
  /** Inviting beyond the paid seats: confirm with force_update to add seats. */
  MemberFull: 'MEMBER_FULL',
  /** The card provider refused the card or the charge. */
  PaymentFailed: 'PAYMENT_FAILED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** The thing existed and is gone for good (an expired quote link). */
  Gone: 'GONE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL',
  /** An outside service the request needs (the mail server) failed; the request itself was kept. */
  Unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  PLAN_EXPIRED: 402,
  MEMBER_FULL: 409,
  PAYMENT_FAILED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A stale edit (409): who saved the newer version, when, and its number; the page offers to reload. */
export const staleEditSchema = z.object({
  changed_by: z.string().nullable(),
  changed_at: z.string(),
  version: z.number().int(),
});
export type StaleEdit = z.infer<typeof staleEditSchema>;

/** The body of every non-2xx answer: `errors` maps a field path to its messages. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  full_messages: z.array(z.string()).optional(),
  conflict: staleEditSchema.optional(),
  /** Set on PLAN_EXPIRED: the app opens the expired-plan modal. */
  expire: z.boolean().optional(),
  /** `member_full` on MEMBER_FULL, as the teams modal reads it. */
  reason: z.string().optional(),
  /** On MEMBER_FULL: the seats the subscription needs for the members and open invitations. */
  seats: z.number().int().optional(),
  /** On a 409 of a subscription command whose amount changed since it was shown: the new figures. */
  preview: subscriptionPreviewSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** "Dana Owens changed this calculation on 23 Nov 2026, 15:40 UTC." in the server's words. */
export function staleEditMessage(what: string, edit: StaleEdit): string {
  const when = new Date(edit.changed_at).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${edit.changed_by ?? 'Someone'} changed this ${what} on ${when} UTC. Reload to see their version.`;
}

/** The product's own wording (docs/product/README.md), used by API and web alike. */
export const messages = {
  notAuthorized: 'You Are Not Authorized',
  upgradePlan: 'You need to upgrade your plan to use this feature.',
  loginFirst: 'You need to login first!',
  noRecords: 'There are no records to display',
  fetching: 'Fetching data please wait ....',
  updateSuccess: 'Updated successfully',
  updateFailure: 'Update Not Successful',
} as const;
