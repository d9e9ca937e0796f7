import { Affix, Button, Group, Overlay, Paper, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SettingsTabKey } from '../../../lib/org-settings/plan';
import { SETTINGS_TABS } from '../utils/tabs';

const tips: Record<SettingsTabKey, string> = {
  srates:
    'Start here: add the states you place people in and type each SUTA rate. Or upload them from the CSV template.',
  workercomcodes: 'Open WC Settings for each state and list your class codes with their rates.',
  stax: 'Every state starts at its base rate. Add city taxes, change the type, or exempt rows.',
  spto: 'Statutory sick leave is filled in for you. Edit a row if your policy is more generous.',
  hcareplans: 'Add the healthcare packages you offer with their monthly premiums.',
  othercost: 'Add the other costs you carry: fees, checks, insurance, interest, and your own.',
};

/** The ?tutorial=1 walk through the tabs: the page dims and a card explains each tab in turn. */
export function TutorialOverlay({
  tabs,
  onTab,
  onClose,
}: {
  tabs: SettingsTabKey[];
  onTab: (tab: SettingsTabKey) => void;
  onClose: () => void;
}) {
  const [step, setStep] = useState(0);
  const key = tabs[step]!;
  const label = SETTINGS_TABS.find((t) => t.key === key)?.label;
  const last = step === tabs.length - 1;
  useEffect(() => onTab(key), [key, onTab]);
  return (
    <>
      <Overlay fixed backgroundOpacity={0.35} zIndex={180} onClick={onClose} />
      <Affix position={{ bottom: 24, left: 16, right: 16 }} zIndex={190}>
        <Paper
          shadow="lg"
          p="md"
          radius="md"
          maw={520}
          mx="auto"
          role="dialog"
          aria-label="Tutorial"
          withBorder
        >
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Tutorial · {step + 1} of {tabs.length}
          </Text>
          <Text fw={650} mt={4}>
            {label}
          </Text>
          <Text size="sm" mt={4}>
            {tips[key]}
          </Text>
          <Progress value={((step + 1) / tabs.length) * 100} size="xs" mt="sm" />
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" color="gray" size="compact-sm" onClick={onClose}>
              Skip tutorial
            </Button>
            <Group gap="xs">
              {step > 0 && (
                <Button variant="default" size="compact-sm" onClick={() => setStep(step - 1)}>
                  Back
                </Button>
              )}
              <Button size="compact-sm" onClick={() => (last ? onClose() : setStep(step + 1))}>
                {last ? 'Finish' : 'Next'}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Affix>
    </>
  );
}
