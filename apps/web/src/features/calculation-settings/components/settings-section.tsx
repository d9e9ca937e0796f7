import { Group, Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SettingsTabKey } from '../../../lib/org-settings/plan';
import { settingsTab } from '../utils/tabs';
import { HistoryButton } from './history-drawer';

/**
 * A tab's panel: its heading (title, one line of help, the tab's History and its other actions, wrapping under
 * on phones), then its content.
 */
export function SettingsSection({
  tab,
  title,
  hint,
  actions,
  children,
  ...paper
}: PaperProps & {
  tab: SettingsTabKey;
  title: string;
  hint: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" {...paper}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <HistoryButton tab={settingsTab(tab)} />
          {actions}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
