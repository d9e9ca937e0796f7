import { hasRole, REVIEWER_ROLES } from '@app/contracts/accounts/roles';
import { type CalculationStatus, REVIEW_STATUSES } from '@app/contracts/calculations/status';
import { ErrorCode, messages } from '@app/contracts/errors';
import type { WebhookEventType } from '@app/contracts/webhooks/events';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import type { Membership } from '../../plugins/auth';
import { assertPlanFeature } from '../billing';
import { createNotifications } from '../notifications';
import { emitWebhookEvent } from '../webhooks';
import { findUserName, lockCalculation, reviewersOf, setCalculationStatus } from './calculations.repo';
import { assertTransition } from './status';

/** The webhook event of each status a calculation can move to (docs/product/webhooks.md#events). */
const WEBHOOK_EVENT_OF_STATUS: Partial<Record<CalculationStatus, CalculationEventType>> = {
  'Sent to approval': 'calculation.submitted',
  Approved: 'calculation.approved',
  'Not approved': 'calculation.declined',
};
type CalculationEventType = Extract<WebhookEventType, `calculation.${string}`>;

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
  actor: { membership: Membership; userId: number; now: Date },
  input: ChangeStatusInput,
) {
  const org = actor.membership.organizationId;
  if (input.status === 'Sent to approval') await assertPlanFeature(db, org, 'approvals');
  if (REVIEW_STATUSES.includes(input.status) && !hasRole(actor.membership.role, REVIEWER_ROLES)) {
    throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
  }
  return db.transaction(async (tx) => {
    const calc = await lockCalculation(tx, org, input.id);
    if (!calc) throw AppError.notFound('Calculation');
    assertTransition(calc.status, input.status);
    const declined = input.status === 'Not approved';
    const updated = await setCalculationStatus(tx, calc.id, {
      status: input.status,
      reasonChoice: declined ? (input.reasonChoice ?? null) : null,
      declineReason: declined ? (input.declineReason ?? null) : null,
      updatedAt: actor.now,
    });

    const actorUser = await findUserName(tx, actor.userId);
    const who = actorUser ? `${actorUser.firstName} ${actorUser.lastName}` : 'A teammate';
    const eventType = WEBHOOK_EVENT_OF_STATUS[input.status];
    if (eventType) {
      const reason = [input.reasonChoice, input.declineReason].filter(Boolean).join(': ');
      await emitWebhookEvent(
        tx,
        org,
        eventType,
        {
          calculation: {
            id: calc.id,
            name: calc.name,
            status: input.status,
            decline_reason: declined && reason ? reason : null,
            changed_by: actorUser ? who : null,
          },
        },
        actor.now,
      );
    }
    const link = `/calculations/${calc.id}`;
    const base = { organizationId: org, type: 'calculation_status' as const, link };
    if (input.status === 'Sent to approval') {
      const reviewers = await reviewersOf(tx, org, actor.userId);
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
    return updated;
  });
}
