import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The per-organisation caps counted before an insert (docs/security.md#limits): the first key of each one's
 * advisory lock. Billing's own lock (modules/billing) uses 0x42494c4c; these must differ from it and each other.
 */
const CAP_LOCK_SPACES = {
  api_keys: 0x4150494b, // 'APIK'
  webhook_endpoints: 0x5745424b, // 'WEBK'
} as const;
export type CountCap = keyof typeof CAP_LOCK_SPACES;

/**
 * Serialises the organisation's creations under one cap for the rest of the caller's transaction, so its
 * count-then-insert is atomic: without it, 30 parallel creations at the limit each count 19 and all insert. A
 * transaction-scoped advisory lock, released by the commit or rollback; PGlite runs one transaction at a time
 * and takes it at once.
 */
export async function lockCountCap(tx: DbOrTx, cap: CountCap, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAP_LOCK_SPACES[cap]}::int4, ${organizationId}::int4)`);
}
