import { Card, type CardProps, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One row of a settings table on a phone, where the table would be too wide: a card with what names the row and
 * what sits beside it (its status or its buttons) on the first line, an identifier in monospace, the details,
 * then the row's actions at the bottom right when given (even none, so the cards keep one height).
 */
export function RowCard({
  heading,
  aside,
  code,
  children,
  actions,
  ...card
}: {
  heading: ReactNode;
  aside?: ReactNode;
  code?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
} & Omit<CardProps, 'children'> &
  Pick<React.HTMLAttributes<HTMLDivElement>, 'role'>) {
  return (
    <Card withBorder radius="md" {...card}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        {heading}
        {aside}
      </Group>
      {code !== undefined && (
        <Text size="sm" ff="monospace" mt={4}>
          {code}
        </Text>
      )}
      {children}
      {actions !== undefined && (
        <Group justify="flex-end" mt="sm">
          {actions}
        </Group>
      )}
    </Card>
  );
}
