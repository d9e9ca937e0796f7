import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A light status badge whose text reads at 4.5:1 on its tint (WCAG AA): the light badge's default text shade is
 * below that, so the darkest shade, darkened further, is used (docs/product/public-site.md#accessibility).
 */
export function TintedBadge({ color, children, ...props }: BadgeProps & { color: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      styles={{ root: { color: `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)` } }}
      {...props}
    >
      {children}
    </Badge>
  );
}
