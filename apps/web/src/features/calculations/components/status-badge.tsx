import { statusColor } from '@app/contracts/calculations/status';
import { Badge, type BadgeProps } from '@mantine/core';

/** Green Approved, red Not approved, blue (info) otherwise. */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge
      color={statusColor(status)}
      variant="light"
      radius="sm"
      // The light badge's default text shade is below 4.5:1 on its tint; the darkest shade reads (WCAG AA).
      styles={{
        root: { color: `color-mix(in srgb, var(--mantine-color-${statusColor(status)}-9) 70%, black)` },
      }}
      {...props}
    >
      {status}
    </Badge>
  );
}
