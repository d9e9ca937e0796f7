import { REVIEWER_ROLES, ROLE_ID } from '@app/contracts/accounts/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationUsers, users } from '../../db/schema';
import { createNotifications } from '../notifications/notifications.repo';

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
    const managers = await tx
      .select({ userId: organizationUsers.userId })
      .from(organizationUsers)
      .where(
        and(
          eq(organizationUsers.organizationId, opts.organizationId),
          inArray(organizationUsers.roleId, REVIEWER_ROLE_IDS),
        ),
      );
    for (const m of managers) ids.add(m.userId);
  }
  if (opts.exceptUserId) ids.delete(opts.exceptUserId);
  // Only people still in the organisation.
  const members = ids.size
    ? await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(organizationUsers)
        .innerJoin(users, eq(users.id, organizationUsers.userId))
        .where(
          and(
            eq(organizationUsers.organizationId, opts.organizationId),
            inArray(organizationUsers.userId, [...ids]),
          ),
        )
    : [];
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
