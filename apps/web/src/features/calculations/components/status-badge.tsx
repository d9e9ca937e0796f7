import { statusColor } from '@app/contracts/calculations/status';
import type { BadgeProps } from '@mantine/core';
import { TintedBadge } from '../../../components/tinted-badge';

/** Green Approved, red Not approved, blue (info) otherwise. */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <TintedBadge color={statusColor(status)} {...props}>
      {status}
    </TintedBadge>
  );
}
