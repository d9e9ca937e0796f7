import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than one of the theme's breakpoints, where a page changes its layout
 * (docs/product/README.md#how-it-looks-and-feels): below `xs` (36em) a modal fills the screen and forms stack;
 * below `sm` (48em) a table's rows become cards. One place for the widths, read from the theme as CSS reads them.
 */
export function useScreenBelow(breakpoint: 'xs' | 'sm'): boolean {
  return useMediaQuery(`(max-width: ${useMantineTheme().breakpoints[breakpoint]})`);
}
