import { quoteStatusColor } from '@app/contracts/quotes/status';
import type { BadgeProps } from '@mantine/core';
import { TintedBadge } from '../../../components/tinted-badge';

/** Info (blue) for New quotations and Waiting for approval, danger for Not Approved, success for Approved. */
export function QuoteStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <TintedBadge color={quoteStatusColor(status)} {...props}>
      {status}
    </TintedBadge>
  );
}
