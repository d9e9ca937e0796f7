import { ROLE_ID } from '@app/contracts/accounts/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { invitations, organizationUsers, users } from '../../db/schema';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { invitationMail } from '../../platform/mail/templates';
import { AppError } from '../../plugins/app-error';
import type { AuthUser, Membership } from '../../plugins/auth';
import { sendQuietly } from '../auth/auth.service';
import { type AccountsDeps, appUrl } from '../auth/deps';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * POST /organization/team: invites people by e-mail with a role (never Owner). Existing members are skipped; an
 * open invitation to the same address is replaced, so only the newest link works.
 */
export async function inviteTeammates(
  deps: AccountsDeps,
  membership: Membership,
  inviter: AuthUser,
  input: { data: { email: string; role: number }[] },
  log?: (err: unknown) => void,
) {
  const errors: Record<string, string[]> = {};
  input.data.forEach((row, i) => {
    if (row.role === ROLE_ID.Owner) errors[`data.${i}.role`] = ['An invitation cannot make someone an Owner'];
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const invited: string[] = [];
  const skipped: string[] = [];
  const unique = [...new Map(input.data.map((r) => [r.email, r])).values()];
  for (const row of unique) {
    const [member] = await deps.db
      .select({ id: organizationUsers.id })
      .from(organizationUsers)
      .innerJoin(users, eq(users.id, organizationUsers.userId))
      .where(and(eq(organizationUsers.organizationId, membership.organizationId), eq(users.email, row.email)))
      .limit(1);
    if (member) {
      skipped.push(row.email);
      continue;
    }
    const token = newToken();
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(invitations)
        .where(
          and(
            eq(invitations.organizationId, membership.organizationId),
            eq(invitations.email, row.email),
            isNull(invitations.acceptedAt),
          ),
        );
      await tx.insert(invitations).values({
        organizationId: membership.organizationId,
        email: row.email,
        roleId: row.role,
        tokenHash: hashToken(token),
        invitedById: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
    });
    const url = appUrl(deps.env, `/signup?invitation_token=${encodeURIComponent(token)}`);
    const inviterName = `${inviter.firstName} ${inviter.lastName}`;
    await sendQuietly(
      () => deps.mailer.send(invitationMail(row.email, membership.organization.name, inviterName, url)),
      log,
    );
    invited.push(row.email);
  }
  return { invited, skipped };
}
