import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

/** Who is changing an organisation's settings: every service takes this. */
export interface SettingsActor {
  organizationId: number;
  userId: number;
}

/**
 * Serialises writes to one organisation's locations and WC codes: a parallel save waits for this transaction
 * and then reads what it committed, instead of inserting the same state twice. NO KEY UPDATE leaves inserts
 * that merely reference the organisation (their foreign-key check) unblocked.
 */
export async function lockOrganizationSettings(tx: DbOrTx, organizationId: number) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
}
export const s = (v: number): string => String(v);
