import { Anchor, List, type MantineSpacing, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSettingsAccess } from '../lib/org-settings/access';
import { settingsQueryOptions } from '../lib/org-settings/get-settings';
import { setupChecklist } from '../lib/org-settings/setup-checklist';
import { useOrgId } from '../lib/session';

/**
 * 'Finish setting up' (docs/product/calculation-settings.md#a-new-organisation): what the calculation settings
 * still miss, each a link to its tab, for the members who may change them. Gone once nothing is missing.
 */
export function SetupChecklistCard({ mb }: { mb?: MantineSpacing }) {
  const { canWrite } = useSettingsAccess();
  const orgId = useOrgId();
  // Only those who may change the settings see the card, so only they load them here.
  const { data } = useQuery({ ...settingsQueryOptions(orgId), enabled: canWrite && orgId !== undefined });
  if (!canWrite || !data) return null;
  const items = setupChecklist(data);
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mb={mb} component="section" aria-labelledby="setup-checklist-title">
      <Title order={3} size="h5" id="setup-checklist-title" mb={4}>
        <ThemeIcon size="sm" variant="light" mr={8} style={{ verticalAlign: 'middle' }}>
          <IconChecklist size={14} aria-hidden />
        </ThemeIcon>
        Finish setting up
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        The calculator already works. These make its figures your own; a new state starts at its new-employer
        SUTA rate where one is published, so change it to the rate on your state notice.
      </Text>
      <List
        spacing={4}
        size="sm"
        icon={<IconCircleDashed size={16} color="var(--mantine-color-orange-6)" aria-hidden />}
      >
        {items.map((item) => (
          <List.Item key={item.key}>
            <Anchor component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
