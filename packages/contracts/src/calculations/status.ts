/**
 * A calculation's status: the one definition of its values (the labels users read), the moves the approval
 * buttons may make and the badge colours. The server refuses any other move (409); the web offers only these.
 */
export const CALCULATION_STATUSES = [
  'New calculation',
  'Sent to approval',
  'Approved',
  'Not approved',
] as const;
export type CalculationStatus = (typeof CALCULATION_STATUSES)[number];

/** The only moves a status can make through the approval buttons. */
export const STATUS_MOVES: Readonly<Record<CalculationStatus, readonly CalculationStatus[]>> = {
  'New calculation': ['Sent to approval'],
  'Not approved': ['Sent to approval'],
  'Sent to approval': ['Approved', 'Not approved'],
  Approved: [],
};

export const canMove = (from: CalculationStatus, to: CalculationStatus) => STATUS_MOVES[from].includes(to);

/** Approving and declining: moves only a reviewer (REVIEWER_ROLES in accounts/roles) may make. */
export const REVIEW_STATUSES: readonly CalculationStatus[] = ['Approved', 'Not approved'];

/**
 * Badge colours: New and Sent are info, Not approved danger, the rest success
 * (docs/product/calculations.md#statuses).
 */
export const statusColor = (status: string) =>
  status === 'Not approved'
    ? 'red'
    : status === 'New calculation' || status === 'Sent to approval'
      ? 'blue'
      : 'green';
