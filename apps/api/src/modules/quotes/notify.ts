import { REVIEWER_ROLES, ROLE_ID } from '@app/contracts/accounts/roles';
import type { DbOrTx } from '../../db/client';
import { createNotifications } from '../notifications';
import { memberIdsWithRoles, membersAmong } from './quote-sources.repo';

const REVIEWER_ROLE_IDS = REVIEWER_ROLES.map((role) => ROLE_ID[role]);

/**
 * Who hears about a quote's answer (docs/product/quotes.md#notifications): its member, whoever made it, and the
 * organisation's managers (Owner, Admin, Manager), each once, minus whoever acted. Writes the `quotation_status`
 * notifications and answers the recipients so the caller can e-mail them after the commit.
 */
export async function notifyQuoteTeam(
  tx: DbOrTx,
  opts: {
    organizationId: number;
    quote: { id: number; userId: number; createdById: number | null };
    message: string;
    exceptUserId?: number;
    includeManagers: boolean;
  },
) {
  const ids = new Set<number>([opts.quote.userId]);
  if (opts.quote.createdById) ids.add(opts.quote.createdById);
  if (opts.includeManagers) {
    for (const id of await memberIdsWithRoles(tx, opts.organizationId, REVIEWER_ROLE_IDS)) ids.add(id);
  }
  if (opts.exceptUserId) ids.delete(opts.exceptUserId);
  // Only people still in the organisation.
  const members = await membersAmong(tx, opts.organizationId, [...ids]);
  await createNotifications(
    tx,
    members.map((m) => ({
      organizationId: opts.organizationId,
      userId: m.id,
      type: 'quotation_status' as const,
      message: opts.message,
      link: `/quote/${opts.quote.id}`,
    })),
  );
  return members;
}
