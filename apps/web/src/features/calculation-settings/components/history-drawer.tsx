import { Button, Drawer, Group, Stack, Text, Timeline } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { formatListDate } from '../../../lib/format';
import { useIndustries, useStates } from '../../../lib/lookups';
import { useHistory } from '../api/get-history';
import { describeHistory } from '../utils/history-text';
import type { SettingsTab } from '../utils/tabs';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The tab's audit log in plain words: who, when, and old → new. */
export function HistoryButton({ tab }: { tab: SettingsTab }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" leftSection={<IconHistory size={16} />} onClick={open}>
        History
      </Button>
      <Drawer opened={opened} onClose={close} position="right" title={`${tab.label} history`} size="md">
        {opened && <HistoryList tab={tab} />}
      </Drawer>
    </>
  );
}

function HistoryList({ tab }: { tab: SettingsTab }) {
  const { entries, isPending } = useHistory(tab.areas, true);
  const { data: states = [] } = useStates();
  const { data: industries = [] } = useIndustries();
  const names = useMemo(
    () => ({
      state: (id: unknown) => states.find((s) => s.id === Number(id))?.name ?? 'a state',
      industry: (id: unknown) => industries.find((i) => i.id === Number(id))?.name ?? 'no industry',
    }),
    [states, industries],
  );
  const shown = entries.filter((e) => tab.keep?.(e) ?? true);
  if (isPending) return <Text c="dimmed">Fetching data please wait ....</Text>;
  if (shown.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {shown.map((e) => {
        const { title, details } = describeHistory(e, names);
        const who = [e.user_first_name, e.user_last_name].filter(Boolean).join(' ') || 'Someone';
        return (
          <Timeline.Item
            key={e.id}
            title={
              <Text size="sm" fw={600}>
                {title}
              </Text>
            }
          >
            <Stack gap={2}>
              {details.map((d) => (
                <Text size="sm" key={d}>
                  {d}
                </Text>
              ))}
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {who} · {formatListDate(e.created_at)} {time(e.created_at)}
                </Text>
              </Group>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
