import { type CalculationStatus, canMove } from '@app/contracts/calculations/status';
import { ErrorCode } from '@app/contracts/errors';
import { AppError } from '../../plugins/app-error';

/** The approval workflow's moves are defined once in contracts (STATUS_MOVES); any other answers 409. */
export function assertTransition(from: CalculationStatus, to: CalculationStatus): void {
  if (!canMove(from, to)) {
    throw new AppError(ErrorCode.Conflict, `A calculation that is ${from} cannot be moved to ${to}.`);
  }
}

/** Status given on the wizard's first save: Enterprise organisations review, others are approved at once. */
export const firstSaveStatus = (isEnterprise: boolean): CalculationStatus =>
  isEnterprise ? 'New calculation' : 'Approved';
