import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { SettingsTabKey } from '../../../lib/org-settings/plan';
import { useSettingsPage } from './settings-context';

/**
 * Back and Continue in the product's tab order; Continue is absent after the plan's last tab (Essential: WC
 * Codes). See docs/product/calculation-settings.md#the-page-settingscalculation-settings.
 */
export function TabFooter({ tab, continueDisabled }: { tab: SettingsTabKey; continueDisabled?: boolean }) {
  const { tabs, go } = useSettingsPage();
  const navigate = useNavigate();
  const index = tabs.indexOf(tab);
  const prev = tabs[index - 1];
  const next = tabs[index + 1];
  const isLast = index === tabs.length - 1;
  return (
    <Group justify="space-between" mt="xl">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => (prev ? go(prev) : navigate(paths.settings))}
      >
        Back
      </Button>
      {next && (
        <Button
          rightSection={<IconArrowRight size={16} />}
          onClick={() => go(next)}
          disabled={continueDisabled}
        >
          Continue
        </Button>
      )}
      {isLast && tab === 'othercost' && (
        <Button rightSection={<IconArrowRight size={16} />} onClick={() => navigate(paths.calculator)}>
          Continue
        </Button>
      )}
    </Group>
  );
}
