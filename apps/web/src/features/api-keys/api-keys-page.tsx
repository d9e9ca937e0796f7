import type { ApiKey } from '@app/contracts/api-keys/api-keys';
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FormActions } from '../../components/form-actions';
import { RowCard } from '../../components/row-card';
import { SimpleTable } from '../../components/simple-table';
import { paths } from '../../config/paths';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { formatListDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useApiKeys, useRevokeApiKey } from './api/api-keys';
import { CreateKeyModal } from './components/create-key-modal';

const scopeLabel = { read: 'Read only', read_write: 'Read and write' } as const;
const when = (iso: string | null) => (iso ? formatListDate(iso) : 'Never');

/** /settings/api-keys: the organisation's keys for the open API (docs/product/api-keys.md), Owners and Admins. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const phone = useScreenBelow('sm');
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<ApiKey | null>(null);
  const rows = keys.data?.data ?? [];
  // No key yet: said inside the table (or, on a phone, in a card where the key cards go), not under it.
  const noKeys = keys.data !== undefined && rows.length === 0;
  const noKeysText = (
    <Text c="dimmed" ta="center" size="sm">
      No keys yet.
    </Text>
  );
  const status = (k: ApiKey) =>
    k.revoked_at ? (
      // A key ends with its maker's membership: said apart from one an Owner or Admin revoked.
      <Badge color="gray" variant="light">
        {k.revoked_reason === 'maker_removed' ? 'Revoked: maker removed' : 'Revoked'}
      </Badge>
    ) : (
      <Badge color="green" variant="light">
        Active
      </Badge>
    );
  const action = (k: ApiKey) =>
    !k.revoked_at && (
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => setTarget(k)}
        aria-label={`Revoke ${k.name}`}
      >
        Revoke
      </Button>
    );
  return (
    <Stack gap="lg">
      <BackLink to={paths.settings}>Back to settings</BackLink>
      <Group justify="space-between">
        <Title order={2}>API keys</Title>
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
          Create key
        </Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        Keys let your ATS or back office use the StaffMargin API as this organisation. A key acts with the
        role of the person who created it, limited to its access. See the{' '}
        <Anchor component={Link} to={paths.developers}>
          developer guide
        </Anchor>
        .
      </Text>
      {keys.data && !keys.data.write_allowed && (
        <Text size="sm">Your plan allows read-only keys; read and write keys come with Enterprise.</Text>
      )}
      {phone ? (
        <Stack>
          {noKeys && (
            <Paper withBorder radius="md" p="lg">
              {noKeysText}
            </Paper>
          )}
          {rows.map((k) => (
            <RowCard
              key={k.id}
              heading={
                <Text fw={600} truncate>
                  {k.name}
                </Text>
              }
              aside={status(k)}
              code={`${k.prefix}…`}
              actions={action(k)}
            >
              <Text size="sm" c="dimmed">
                {scopeLabel[k.scope]} · created {when(k.created_at)} by {k.created_by ?? '—'}
              </Text>
              <Text size="sm" c="dimmed">
                Last used: {when(k.last_used_at)}
              </Text>
            </RowCard>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <SimpleTable
            verticalSpacing="sm"
            striped
            head={['Name', 'Key', 'Access', 'Created', 'Last used', 'Status', 'Action']}
          >
            {noKeys && (
              <Table.Tr>
                <Table.Td colSpan={7} py="lg">
                  {noKeysText}
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.name}</Table.Td>
                <Table.Td ff="monospace">{k.prefix}…</Table.Td>
                <Table.Td>{scopeLabel[k.scope]}</Table.Td>
                <Table.Td>
                  {when(k.created_at)}
                  <Text size="xs" c="dimmed">
                    {k.created_by ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{when(k.last_used_at)}</Table.Td>
                <Table.Td>{status(k)}</Table.Td>
                <Table.Td>{action(k)}</Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        </Paper>
      )}
      <CreateKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        writeAllowed={keys.data?.write_allowed ?? false}
      />
      <Modal opened={!!target} onClose={() => setTarget(null)} title="Revoke this key?" centered>
        <Text size="sm">
          {target?.name} ({target?.prefix}…) stops working at once. Integrations using it will get 401
          answers.
        </Text>
        <FormActions
          onCancel={() => setTarget(null)}
          confirmLabel="Revoke key"
          color="red"
          loading={revoke.isPending}
          onConfirm={async () => {
            if (!target) return;
            await revoke.mutateAsync(target.id);
            notify.success('Key revoked');
            setTarget(null);
          }}
          mt="md"
        />
      </Modal>
    </Stack>
  );
}
