import { statusColor } from '@app/contracts/calculations/status';
import { Badge, type BadgeProps } from '@mantine/core';

/** Green Approved, red Not approved, blue (info) otherwise. */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm" {...props}>
      {status}
    </Badge>
  );
}
