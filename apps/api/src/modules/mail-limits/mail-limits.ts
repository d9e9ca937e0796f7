import { type MailLimitScope, mailLimitMessage } from '@app/contracts/mail-limits';
import type { Env } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { addWithinLimit } from '../../platform/counters/counters';
import { countMailRefused } from '../../platform/metrics/metrics';
import { AppError } from '../../plugins/app-error';
import { billingStateAt, findOrganization, findSubscription } from '../billing';

/** Why the product sends an e-mail a person asked for (the product's own notices are never counted). */
export type MailKind = 'quote' | 'invitation' | 'contact' | 'email_change';

/** A refused request, as logged (`event: 'mail_limit_reached'`) and handed to `onMailRefused` listeners. */
export interface MailRefusal {
  kind: MailKind;
  scope: MailLimitScope;
  organizationId: number | null;
  userId: number | null;
  /** E-mails the request would have sent (a request with N recipients counts N). */
  requested: number;
  /** The budget it would have gone over. */
  limit: number;
}

/** The member sending in their organisation. */
export const senderOf = (membership: { organizationId: number }, user: { id: number }) => ({
  organizationId: membership.organizationId,
  userId: user.id,
});

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const listeners = new Set<(refusal: MailRefusal) => void>();

/**
 * Calls `listener` for every e-mail request refused by a limit, in this process (metrics count them). Returns
 * the function that stops it. A throwing listener is ignored: counting must never change the answer.
 */
export function onMailRefused(listener: (refusal: MailRefusal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface MailLimitDeps {
  /** Where to count when no transaction is given. */
  db: DbOrTx;
  env: Pick<
    Env,
    | 'MAIL_LIMIT_USER_PER_HOUR'
    | 'MAIL_LIMIT_ORG_PER_DAY'
    | 'MAIL_LIMIT_TRIAL_ORG_PER_DAY'
    | 'MAIL_LIMIT_CONTACT_PER_DAY'
  >;
  clock: Clock;
}

interface Budget {
  scope: MailLimitScope;
  bucket: string;
  key: string;
  windowMs: number;
  max: number;
}

async function budgetsFor(
  deps: MailLimitDeps,
  db: DbOrTx,
  { kind, organizationId, userId }: { kind: MailKind; organizationId: number | null; userId: number | null },
  now: Date,
): Promise<Budget[]> {
  const { env } = deps;
  if (kind === 'contact') {
    return [
      {
        scope: 'contact',
        bucket: 'mail:contact',
        key: 'all',
        windowMs: DAY_MS,
        max: env.MAIL_LIMIT_CONTACT_PER_DAY,
      },
    ];
  }
  const budgets: Budget[] = [];
  if (userId !== null) {
    budgets.push({
      scope: 'user',
      bucket: 'mail:user',
      key: String(userId),
      windowMs: HOUR_MS,
      max: env.MAIL_LIMIT_USER_PER_HOUR,
    });
  }
  if (organizationId !== null) {
    const [organization, sub] = await Promise.all([
      findOrganization(db, organizationId),
      findSubscription(db, organizationId),
    ]);
    const trial =
      !!organization &&
      billingStateAt(
        { organization, subscription: sub ? { ...sub.subscription, planName: sub.plan.name } : null },
        now,
      ).state === 'trial';
    // One counter per organisation whatever its state: a trial that buys a plan keeps today's count.
    budgets.push({
      scope: trial ? 'trial' : 'organization',
      bucket: 'mail:org',
      key: String(organizationId),
      windowMs: DAY_MS,
      max: trial ? env.MAIL_LIMIT_TRIAL_ORG_PER_DAY : env.MAIL_LIMIT_ORG_PER_DAY,
    });
  }
  return budgets;
}

/**
 * Counts `count` e-mails against every budget of the sender (docs/product/limits.md#e-mails-sent): the user's
 * hour, the organisation's day (lower on a trial), or the contact forms' day. All the budgets are counted in one
 * transaction, each with a conditional upsert in `rate_counters`, so parallel requests in any process never
 * pass more than a budget, and a refused request counts nothing anywhere. Call it after the request's own
 * checks and before anything is written or queued; pass the transaction that writes what the e-mails are about
 * (invitations) so that a later refusal un-counts them. Over a budget: 429 with a message saying when to retry,
 * Retry-After, and a warn line `{ event: 'mail_limit_reached', ... }` for operators.
 */
export async function reserveMails(
  deps: MailLimitDeps,
  input: { kind: MailKind; organizationId: number | null; userId: number | null; count: number },
  db: DbOrTx = deps.db,
): Promise<void> {
  if (input.count <= 0) return;
  const now = deps.clock.now();
  const budgets = await budgetsFor(deps, db, input, now);
  await db.transaction(async (tx) => {
    for (const budget of budgets) {
      const hit = await addWithinLimit(tx, {
        bucket: budget.bucket,
        key: budget.key,
        windowMs: budget.windowMs,
        amount: input.count,
        max: budget.max,
        now: now.getTime(),
      });
      if (hit.count !== null) continue;
      const refusal: MailRefusal = {
        kind: input.kind,
        scope: budget.scope,
        organizationId: input.organizationId,
        userId: input.userId,
        requested: input.count,
        limit: budget.max,
      };
      countMailRefused(input.kind === 'email_change' ? 'email_change_code' : input.kind, input.count);
      for (const listener of listeners) {
        try {
          listener(refusal);
        } catch {
          // a metrics hook never changes the answer
        }
      }
      const retryAfter = (hit.resetsAt.getTime() - now.getTime()) / 1000;
      throw AppError.tooManyRequests(mailLimitMessage(budget.scope, budget.max, retryAfter), retryAfter, {
        event: 'mail_limit_reached',
        ...refusal,
      });
    }
  });
}
