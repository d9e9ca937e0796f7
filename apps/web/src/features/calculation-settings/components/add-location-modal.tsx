import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useStates } from '../../../lib/lookups';
import type { Location } from '../../../lib/org-settings/types';

/**
 * 'Add location': an 'All States' checkbox and one per state. Unticking a state that has settings warns that
 * its WC codes, sales tax and SPTO rows go with it before Done is allowed to remove it.
 */
export function AddLocationModal({
  opened,
  locations,
  saving,
  onCancel,
  onDone,
}: {
  opened: boolean;
  locations: Location[];
  saving: boolean;
  onCancel: () => void;
  onDone: (stateIds: number[]) => void;
}) {
  const { data: states = [] } = useStates();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (opened) {
      setPicked(new Set(locations.map((l) => l.state_id)));
      setSearch('');
    }
  }, [opened, locations]);

  const all = states.length > 0 && picked.size === states.length;
  const some = picked.size > 0 && !all;
  const q = search.trim().toLowerCase();
  const visible = states.filter((s) => !q || s.name.toLowerCase().includes(q) || s.code.toLowerCase() === q);
  const removing = locations.filter((l) => !picked.has(l.state_id));

  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ResponsiveModal opened={opened} onClose={onCancel} title="Add location" size="xl">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label="All States"
            checked={all}
            indeterminate={some}
            onChange={(e) =>
              setPicked(e.currentTarget.checked ? new Set(states.map((s) => s.id)) : new Set())
            }
            fw={600}
          />
          <TextInput
            placeholder="Find a state"
            aria-label="Find a state"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="50vh" type="auto">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" verticalSpacing="xs">
            {visible.map((s) => (
              <Checkbox
                key={s.id}
                label={s.name}
                checked={picked.has(s.id)}
                onChange={(e) => toggle(s.id, e.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
          {visible.length === 0 && (
            <Text c="dimmed" size="sm">
              No state matches “{search}”.
            </Text>
          )}
        </ScrollArea.Autosize>
        {removing.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="These states will be removed">
            {removing.map((l) => l.state).join(', ')} and their WC codes, sales tax and SPTO rows will be
            deleted when you press Done.
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            {picked.size} selected
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              onClick={() => onDone([...picked])}
              loading={saving}
              color={removing.length ? 'red' : undefined}
            >
              Done
            </Button>
          </Group>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
