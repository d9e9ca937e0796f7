import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab's heading: title, one line of help, and its actions (wrapping under on phones). */
export function SectionHeader({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 260px' }}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {children && (
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}
