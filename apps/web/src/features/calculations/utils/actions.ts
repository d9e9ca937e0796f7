import type { CalculationStatus } from '@app/contracts/calculations/list';

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
 * Which buttons the detail page offers (spec sections 2, 4 and 6). Summary, Edit and Download are always
 * there. Send for Approval only from New calculation or Not approved; Create Qoute only when Approved; both
 * hidden on Essential. Decline and Approve never for a Team Member, and only while it waits for approval (the
 * server answers 409 to any other move).
 */
export function detailActions(opts: {
  status: CalculationStatus;
  role: string | undefined;
  planName?: string | null;
}): DetailActions {
  const essential = isEssential(opts.planName);
  const reviewer = !!opts.role && opts.role !== 'Team Member';
  return {
    sendForApproval: !essential && (opts.status === 'New calculation' || opts.status === 'Not approved'),
    createQuote: !essential && opts.status === 'Approved',
    review: reviewer && opts.status === 'Sent to approval',
    declineReason: opts.status === 'Not approved',
  };
}
