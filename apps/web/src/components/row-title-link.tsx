import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list row's name as a link in the text's colour: the keyboard path to what a click on the row opens
 * (DataTable's onRowClick). `state` goes with the navigation, as React Router's Link sends it.
 */
export function RowTitleLink({
  to,
  state,
  children,
  ...rest
}: AnchorProps & { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} state={state} fw={600} size="sm" c="var(--mantine-color-text)" {...rest}>
      {children}
    </Anchor>
  );
}
