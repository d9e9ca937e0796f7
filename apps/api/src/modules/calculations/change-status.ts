import { hasRole, REVIEWER_ROLES, ROLE_ID } from '@app/contracts/accounts/roles';
import { type CalculationStatus, REVIEW_STATUSES } from '@app/contracts/calculations/status';
import { ErrorCode, messages } from '@app/contracts/errors';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calculations, organizationUsers, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import { assertPlanFeature } from '../billing/plan-features';
import { createNotifications } from '../notifications/notifications.repo';
import { assertTransition } from './status';

const REVIEWER_ROLE_IDS = REVIEWER_ROLES.map((role) => ROLE_ID[role]);

export interface ChangeStatusInput {
  id: number;
  status: CalculationStatus;
  reasonChoice?: string;
  declineReason?: string;
}

/**
 * Moves a calculation through the approval workflow (docs/product/calculations.md#statuses) and notifies the
 * people concerned (docs/product/notifications.md#what-creates-one):
 * reviewers when it is sent, its author when it is approved or declined. Illegal moves answer 409.
 */
export async function changeStatus(
  db: Db,
  actor: { membership: Membership; userId: number },
  input: ChangeStatusInput,
) {
  const org = actor.membership.organizationId;
  if (input.status === 'Sent to approval') await assertPlanFeature(db, org, 'approvals');
  if (REVIEW_STATUSES.includes(input.status) && !hasRole(actor.membership.role, REVIEWER_ROLES)) {
    throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
  }
  return db.transaction(async (tx) => {
    const [calc] = await tx
      .select({
        id: calculations.id,
        name: calculations.name,
        status: calculations.status,
        userId: calculations.userId,
      })
      .from(calculations)
      .where(and(eq(calculations.id, input.id), eq(calculations.organizationId, org)))
      .for('update');
    if (!calc) throw AppError.notFound('Calculation');
    assertTransition(calc.status, input.status);
    const declined = input.status === 'Not approved';
    const [updated] = await tx
      .update(calculations)
      .set({
        status: input.status,
        reasonChoice: declined ? (input.reasonChoice ?? null) : null,
        declineReason: declined ? (input.declineReason ?? null) : null,
        updatedAt: new Date(),
      })
      .where(eq(calculations.id, calc.id))
      .returning({ id: calculations.id, status: calculations.status });

    const [actorUser] = await tx.select().from(users).where(eq(users.id, actor.userId));
    const who = actorUser ? `${actorUser.firstName} ${actorUser.lastName}` : 'A teammate';
    const link = `/calculations/${calc.id}`;
    const base = { organizationId: org, type: 'calculation_status' as const, link };
    if (input.status === 'Sent to approval') {
      const reviewers = await tx
        .select({ userId: organizationUsers.userId })
        .from(organizationUsers)
        .where(
          and(
            eq(organizationUsers.organizationId, org),
            inArray(organizationUsers.roleId, REVIEWER_ROLE_IDS),
            ne(organizationUsers.userId, actor.userId),
          ),
        );
      await createNotifications(
        tx,
        reviewers.map((r) => ({
          ...base,
          userId: r.userId,
          message: `${who} sent “${calc.name}” for approval.`,
        })),
      );
    } else if (calc.userId !== actor.userId) {
      const message =
        input.status === 'Approved'
          ? `“${calc.name}” was approved by ${who} and is ready for quotation.`
          : `“${calc.name}” was not approved by ${who}: ${input.reasonChoice}.`;
      await createNotifications(tx, [{ ...base, userId: calc.userId, message }]);
    }
    return updated!;
  });
}
