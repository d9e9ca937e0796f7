import type { WebhookEndpoint } from '@app/contracts/webhooks/endpoints';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { ConfirmModal } from '../../components/confirm-modal';
import { useStaleEdit } from '../../components/stale-edit-offer';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { currentMembership, useSession } from '../../lib/session';
import { useWebhookChanges, useWebhooks } from './api/webhooks-api';
import { WebhookDeliveries } from './components/webhook-deliveries';
import { WebhookFormModal, type WebhookFormValues } from './components/webhook-form-modal';
import { WebhookSecretModal } from './components/webhook-secret-modal';

const failed = (err: unknown) =>
  notify.error(err instanceof Error ? err.message : 'Error, Please try again.');

function EndpointCard({
  endpoint,
  orgId,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  orgId: number;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const changes = useWebhookChanges(orgId);
  const stale = useStaleEdit(undefined);
  // The switch sets what the user saw; if someone changed the endpoint since, they are told and it reloads.
  const toggle = (enabled: boolean) =>
    changes.update
      .mutateAsync({ id: endpoint.id, body: { enabled, version: endpoint.version } })
      .catch((err) => stale.caught(err) || failed(err));
  const [confirm, setConfirm] = useState<'roll' | 'delete' | null>(null);
  const roll = () =>
    changes.rollSecret
      .mutateAsync(endpoint.id)
      .then((res) => onSecret(res.secret))
      .catch(failed)
      .finally(() => setConfirm(null));
  const remove = () =>
    changes.remove
      .mutateAsync(endpoint.id)
      .then((res) => notify.success(res.message))
      .catch(failed)
      .finally(() => setConfirm(null));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Switch
            aria-label={endpoint.enabled ? 'Disable endpoint' : 'Enable endpoint'}
            checked={endpoint.enabled}
            onChange={(e) => toggle(e.currentTarget.checked)}
            label={endpoint.enabled ? 'Enabled' : 'Disabled'}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="compact-sm" aria-label="Endpoint actions">
                <IconDots size={18} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>Edit</Menu.Item>
              <Menu.Item onClick={() => setConfirm('roll')}>Roll secret</Menu.Item>
              <Menu.Item color="red" onClick={() => setConfirm('delete')}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {endpoint.disabled_reason && !endpoint.enabled && (
        <Alert color="red" variant="light" mt="sm" p="xs">
          {endpoint.disabled_reason}. Fix the receiver, then enable it again.
        </Alert>
      )}
      <Group gap={6} mt="sm">
        {endpoint.events.map((e) => (
          <Badge key={e} variant="light" tt="none" ff="monospace">
            {e}
          </Badge>
        ))}
      </Group>
      <Group mt="sm">
        <Anchor component="button" type="button" size="sm" onClick={() => setLogOpen((o) => !o)}>
          {logOpen ? 'Hide delivery log' : 'Show delivery log'}
        </Anchor>
      </Group>
      {logOpen && (
        <Stack mt="sm">
          <WebhookDeliveries orgId={orgId} endpointId={endpoint.id} enabled={endpoint.enabled} />
        </Stack>
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={confirm === 'roll' ? 'Roll the signing secret?' : 'Delete this endpoint?'}
        message={
          confirm === 'roll'
            ? 'Deliveries are signed with the new secret at once; the old one stops working.'
            : `Its delivery log is deleted too, and events are no longer sent to ${endpoint.url}.`
        }
        confirmLabel={confirm === 'roll' ? 'Roll secret' : 'Delete'}
        cancelLabel="Cancel"
        loading={changes.rollSecret.isPending || changes.remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={confirm === 'roll' ? roll : remove}
      />
      {stale.offer('webhook endpoint', changes.reload, { keep: false })}
    </Card>
  );
}

/** /settings/webhooks (Owner, Admin): endpoints that receive the organisation's events (docs/product/webhooks.md). */
export function WebhooksPage() {
  const { data: session } = useSession();
  const orgId = currentMembership(session)?.organization.id;
  const { data, isLoading } = useWebhooks(orgId);
  const changes = useWebhookChanges(orgId);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // The edit is made from the version the form was opened at (docs/concurrency.md); a 409 opens the offer.
  const stale = useStaleEdit(undefined);
  const endpoints = data?.data ?? [];
  const openEditor = (endpoint: WebhookEndpoint | 'new') => {
    stale.setVersion(undefined);
    setEditing(endpoint);
  };
  const save = async (values: WebhookFormValues) => {
    if (editing === 'new') {
      const res = await changes.create.mutateAsync(values);
      setEditing(null);
      setSecret(res.secret);
    } else if (editing) {
      const version = stale.version ?? editing.version;
      try {
        await changes.update.mutateAsync({ id: editing.id, body: { ...values, version } });
      } catch (err) {
        if (stale.caught(err)) return;
        throw err;
      }
      setEditing(null);
      notify.success('Endpoint saved');
    }
  };
  // Reload closes the form and shows the endpoint as it is now; Keep my edits saves over it on purpose.
  const reload = () => {
    setEditing(null);
    changes.reload();
  };
  if (orgId === undefined) return null;
  return (
    <Stack gap="lg" maw={960}>
      <BackLink to={paths.settings}>Back to settings</BackLink>
      <Group justify="space-between">
        <Title order={2}>Webhooks</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor('new')}>
          Add endpoint
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        StaffMargin POSTs a signed JSON event to each enabled endpoint when a quote is sent, viewed, signed or
        declined, a calculation is submitted, approved or declined, or the subscription changes. Failed
        deliveries are retried for about a day.
      </Text>
      {isLoading && <Text size="sm">Fetching data please wait ....</Text>}
      {!isLoading && endpoints.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text size="sm" c="dimmed" ta="center">
            There are no records to display
          </Text>
        </Paper>
      )}
      {endpoints.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          orgId={orgId}
          onEdit={() => openEditor(endpoint)}
          onSecret={setSecret}
        />
      ))}
      {editing && (
        <WebhookFormModal
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {secret && <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />}
      {stale.offer('webhook endpoint', reload)}
    </Stack>
  );
}
