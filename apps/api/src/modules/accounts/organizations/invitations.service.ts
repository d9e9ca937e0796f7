import { ROLE_ID } from '@app/contracts/accounts/roles';
import { appUrl } from '../../../platform/app-url';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { invitationMail } from '../../../platform/mail/templates';
import { AppError } from '../../../plugins/app-error';
import type { AuthUser, Membership } from '../../../plugins/auth';
import { lockBilling, reserveSeats } from '../../billing';
import { reserveMails, senderOf } from '../../mail-limits';
import type { MembershipDeps } from '../deps';
import {
  deleteInvitation,
  findOpenInvitation,
  isMemberEmail,
  pendingInvitations,
  renewInvitation,
  replaceInvitation,
} from './organizations.repo';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * POST /organization/team: invites people by e-mail with a role (never Owner). Existing members are skipped; an
 * open invitation to the same address is replaced, so only the newest link works. The invitations are written in
 * one transaction with the seat check (docs/product/billing.md#seats): beyond the paid seats it answers
 * MEMBER_FULL and writes nothing, unless `force_update` adds the seats; e-mails go out after it commits.
 */
export async function inviteTeammates(
  deps: MembershipDeps,
  membership: Membership,
  inviter: AuthUser,
  /** force_update: the inviter said Yes to raising the paid seats (the seat check is billing's). */
  input: { data: { email: string; role: number }[]; force_update?: boolean; expected_total_cents?: number },
) {
  const errors: Record<string, string[]> = {};
  input.data.forEach((row, i) => {
    if (row.role === ROLE_ID.Owner) errors[`data.${i}.role`] = ['An invitation cannot make someone an Owner'];
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const invited: string[] = [];
  const skipped: string[] = [];
  const unique = [...new Map(input.data.map((r) => [r.email, r])).values()];
  const toSend: { email: string; role: number; token: string }[] = [];
  for (const row of unique) {
    if (await isMemberEmail(deps.db, membership.organizationId, row.email)) {
      skipped.push(row.email);
      continue;
    }
    toSend.push({ email: row.email, role: row.role, token: newToken() });
  }
  await deps.db.transaction(async (tx) => {
    // The billing lock before any write, as every billing operation takes it (docs/concurrency.md); the e-mail
    // counters after it, in the same order as a resend, so the two never wait for each other.
    if (toSend.length) await lockBilling(tx, membership.organizationId);
    await reserveMails(
      deps,
      { kind: 'invitation', ...senderOf(membership, inviter), count: toSend.length },
      tx,
    );
    const inviterName = `${inviter.firstName} ${inviter.lastName}`;
    for (const { email, role, token } of toSend) {
      await replaceInvitation(tx, {
        organizationId: membership.organizationId,
        email,
        roleId: role,
        tokenHash: hashToken(token),
        invitedById: inviter.id,
        expiresAt: new Date(deps.clock.now().getTime() + INVITATION_TTL_MS),
      });
      // In the outbox of this transaction: sent once the invitation (and any seat change) commits, else never.
      const url = appUrl(deps.env, `/signup?invitation_token=${encodeURIComponent(token)}`);
      await deps.outbox.mail(tx, invitationMail(email, membership.organization.name, inviterName, url));
    }
    if (toSend.length)
      await reserveSeats(deps, tx, membership, input.force_update ?? false, input.expected_total_cents);
  });
  invited.push(...toSend.map((s) => s.email));
  return { invited, skipped };
}

/** POST /organization/invitations: invitations not yet accepted (expired ones too, to send again). */
export async function listPendingInvitations(deps: MembershipDeps, membership: Membership) {
  return pendingInvitations(deps.db, membership.organizationId);
}

async function openInvitation(deps: MembershipDeps, membership: Membership, id: number) {
  const row = await findOpenInvitation(deps.db, membership.organizationId, id);
  if (!row) throw AppError.notFound('Invitation');
  return row;
}

/**
 * POST /organization/invitations/resend: a new link (the old one stops working), valid 7 days again. The
 * invitation keeps its seat (docs/product/billing.md#seats): the renewal runs with the seat check, under the
 * billing lock, and answers MEMBER_FULL when the paid seats no longer cover it.
 */
export async function resendInvitation(
  deps: MembershipDeps,
  membership: Membership,
  inviter: AuthUser,
  id: number,
) {
  const row = await openInvitation(deps, membership, id);
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await lockBilling(tx, membership.organizationId);
    const renewed = await renewInvitation(tx, row.id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.clock.now().getTime() + INVITATION_TTL_MS),
    });
    if (!renewed) throw AppError.notFound('Invitation');
    await reserveSeats(deps, tx, membership, false);
    // Counted once the seat check passed, in the same transaction: a refused resend spends no e-mail.
    await reserveMails(deps, { kind: 'invitation', ...senderOf(membership, inviter), count: 1 }, tx);
    const url = appUrl(deps.env, `/signup?invitation_token=${encodeURIComponent(token)}`);
    const inviterName = `${inviter.firstName} ${inviter.lastName}`;
    await deps.outbox.mail(tx, invitationMail(row.email, membership.organization.name, inviterName, url));
  });
}

/** POST /organization/invitations/revoke: the link stops working and the teams stop keeping a seat. */
export async function revokeInvitation(deps: MembershipDeps, membership: Membership, id: number) {
  const row = await openInvitation(deps, membership, id);
  await deps.db.transaction(async (tx) => {
    await deleteInvitation(tx, membership.organizationId, row);
  });
}
