import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { lockOrganizationBilling } from './billing-ledger.repo';

/**
 * One billing operation at a time per organisation (docs/concurrency.md#billing-one-operation-at-a-time):
 * subscribing, seat and plan changes, cancelling, invitations and their resends, member removal and renewals
 * each run in a transaction that first takes the organisation's billing lock, so the seat count, the provider
 * call and the write that stores its answer see no other billing change in between. A second operation waits
 * for the first to commit and then sees its result (a duplicate subscribe finds the plan and answers 409).
 */

/** Takes the organisation's billing lock in the caller's transaction (for a transaction that adds people). */
export const lockBilling = lockOrganizationBilling;

/**
 * Runs `run` in a transaction holding the organisation's billing lock. Every query inside must go through
 * `tx`: PGlite has one connection, so a query on the outer handle would wait for this transaction forever, and
 * on PostgreSQL it would take a second pool connection per waiting request. E-mails go to the mail outbox of
 * the same transaction (platform/mail/mail-outbox.ts), so they are sent once it commits.
 */
export async function withBillingLock<T>(
  db: DbOrTx,
  organizationId: number,
  run: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockOrganizationBilling(tx, organizationId);
    return run(tx);
  });
}

/**
 * The idempotency key of a provider call, derived from the operation: its name, the organisation, the state it
 * starts from (which changes once it succeeds) and what it asks for. A retry of the same operation after a
 * failure between the provider's answer and our commit sends the same key, so the provider replays its first
 * answer instead of charging again (Stripe keeps keys for at least 24 hours).
 */
export function operationKey(operation: string, organizationId: number, parts: readonly unknown[]): string {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
  return `staffmargin-${operation}-org${organizationId}-${digest}`;
}
