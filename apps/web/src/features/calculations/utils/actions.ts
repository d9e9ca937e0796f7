import { hasRole, REVIEWER_ROLES } from '@app/contracts/accounts/roles';
import { type CalculationStatus, canMove } from '@app/contracts/calculations/status';

export interface DetailActions {
  sendForApproval: boolean;
  createQuote: boolean;
  /** Decline and Approve. */
  review: boolean;
  /** The Reason Description block with its Edit Calculation button. */
  declineReason: boolean;
}

const isEssential = (planName: string | null | undefined) => planName?.trim().toLowerCase() === 'essential';

/**
 * Which buttons the detail page offers (docs/product/calculations.md#statuses and
 * docs/product/organizations-and-roles.md#plan-restrictions). Summary, Edit and Download are always
 * there. Send for Approval and Decline/Approve only where the status may make that move (STATUS_MOVES, the
 * server answers 409 to any other); Create Quote only when Approved; Send and Create hidden on Essential.
 * Decline and Approve only for reviewers (REVIEWER_ROLES).
 */
export function detailActions(opts: {
  status: CalculationStatus;
  role: string | undefined;
  planName?: string | null;
}): DetailActions {
  const essential = isEssential(opts.planName);
  const reviewer = hasRole(opts.role, REVIEWER_ROLES);
  return {
    sendForApproval: !essential && canMove(opts.status, 'Sent to approval'),
    createQuote: !essential && opts.status === 'Approved',
    review: reviewer && canMove(opts.status, 'Approved') && canMove(opts.status, 'Not approved'),
    declineReason: opts.status === 'Not approved',
  };
}
