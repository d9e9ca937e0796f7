import { quoteStatusColor } from '@app/contracts/quotes/status';
import { Badge, type BadgeProps } from '@mantine/core';

/** Info (blue) for New quotations and Waiting for approval, danger for Not Approved, success for Approved. */
export function QuoteStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge color={quoteStatusColor(status)} variant="light" radius="sm" {...props}>
      {status}
    </Badge>
  );
}
