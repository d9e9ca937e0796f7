import { ErrorCode } from '@app/contracts/errors';
import { AppError } from '../../plugins/app-error';

export type CalculationStatus = 'New calculation' | 'Sent to approval' | 'Approved' | 'Not approved';

/** Section 4 of the spec: the only moves a calculation's status can make through the approval buttons. */
const TRANSITIONS: Record<CalculationStatus, CalculationStatus[]> = {
  'New calculation': ['Sent to approval'],
  'Not approved': ['Sent to approval'],
  'Sent to approval': ['Approved', 'Not approved'],
  Approved: [],
};

/** Approve and decline need a reviewer: every role but Team Member. */
export const REVIEW_STATUSES: CalculationStatus[] = ['Approved', 'Not approved'];

export function assertTransition(from: CalculationStatus, to: CalculationStatus): void {
  if (!TRANSITIONS[from].includes(to)) {
    throw new AppError(ErrorCode.Conflict, `A calculation that is ${from} cannot be moved to ${to}.`);
  }
}

/** Status given on the wizard's first save: Enterprise organisations review, others are approved at once. */
export const firstSaveStatus = (isEnterprise: boolean): CalculationStatus =>
  isEnterprise ? 'New calculation' : 'Approved';
