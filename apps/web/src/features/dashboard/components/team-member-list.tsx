import { ActionIcon, Avatar, Badge, Group, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconMail, IconX } from '@tabler/icons-react';
import { RoleHint, roleSelectDescription } from '../../../components/role-hint';
import { initials } from '../../../lib/format';
import { inviteRoleOptions } from '../../../lib/invite-roles';
import type { TeamRow } from '../utils/team-rows';

/** The team's members and the people to invite, each with a role select and a remove button. */
export function TeamMemberList({
  rows,
  onRole,
  onRemove,
}: {
  rows: TeamRow[];
  onRole: (row: TeamRow, role: number) => void;
  onRemove: (row: TeamRow) => void;
}) {
  return (
    // Vertical only, and as wide as the dialog: the default content box grows to its widest line (a long
    // e-mail), which pushed the role select and the remove button behind a scrollbar on phones.
    <ScrollArea.Autosize mah={260} scrollbars="y" styles={{ content: { display: 'block', minWidth: 0 } }}>
      <Stack gap="xs" aria-label="Team members">
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            No members yet.
          </Text>
        )}
        {rows.map((r) => (
          <Stack key={r.email} gap={2}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={r.image} radius="xl" size={32} color="brand">
                  {r.userId === null ? (
                    <IconMail size={16} />
                  ) : (
                    initials(r.name.split(' ')[0], r.name.split(' ')[1])
                  )}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {r.name}
                  </Text>
                  {r.userId === null ? (
                    <Badge size="xs" variant="light" color="blue">
                      Will be invited
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed" truncate>
                      {r.email}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Select
                  aria-label={`Role of ${r.name}`}
                  {...(r.userId === null ? roleSelectDescription(r.role) : {})}
                  size="xs"
                  w={130}
                  data={inviteRoleOptions}
                  value={String(r.role)}
                  allowDeselect={false}
                  onChange={(v) => v && onRole(r, Number(v))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${r.name}`}
                  onClick={() => onRemove(r)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {/* An invitation's role is their organisation role (docs/product/teams-and-members.md#teams). */}
            {r.userId === null && <RoleHint roleId={r.role} />}
          </Stack>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
