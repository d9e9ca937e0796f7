import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways; the region takes keyboard focus so it can be scrolled
 * without a pointer (axe: scrollable-region-focusable), and is named after the table.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
