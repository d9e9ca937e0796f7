import type { WebhookDelivery } from '@app/contracts/webhooks/endpoints';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { RowCard } from '../../../components/row-card';
import { SimpleTable } from '../../../components/simple-table';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { notify } from '../../../lib/notify';
import { useWebhookChanges, useWebhookDeliveries } from '../api/webhooks-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function StatusBadge({ d }: { d: WebhookDelivery }) {
  return (
    <Badge color={d.status === 'succeeded' ? 'green' : 'red'} variant="light">
      {d.status === 'succeeded' ? 'Delivered' : 'Failed'}
    </Badge>
  );
}

/** One endpoint's delivery log, newest first: one row per attempt, with Resend (docs/product/webhooks.md#log). */
export function WebhookDeliveries({
  orgId,
  endpointId,
  enabled,
}: {
  orgId: number;
  endpointId: number;
  enabled: boolean;
}) {
  const { data, isLoading } = useWebhookDeliveries(orgId, endpointId);
  const { resend } = useWebhookChanges(orgId);
  const phone = useScreenBelow('sm');
  const rows = data?.data ?? [];
  const onResend = async (d: WebhookDelivery) => {
    try {
      const res = await resend.mutateAsync({ id: endpointId, deliveryId: d.id });
      notify.success(res.message);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Error, Please try again.');
    }
  };
  const resendButton = (d: WebhookDelivery) => (
    <Button size="compact-xs" variant="light" disabled={!enabled} onClick={() => onResend(d)}>
      Resend
    </Button>
  );
  if (isLoading) return <Text size="sm">Fetching data please wait ....</Text>;
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet.
      </Text>
    );
  if (phone)
    return (
      <Stack gap="xs">
        {rows.map((d) => (
          <RowCard
            key={d.id}
            padding="xs"
            heading={<StatusBadge d={d} />}
            aside={resendButton(d)}
            code={d.event_type}
          >
            <Text size="xs" c="dimmed">
              {when(d.created_at)} · attempt {d.attempt} · {d.response_code ?? 'no answer'} · {d.duration_ms}{' '}
              ms
            </Text>
            {d.error && (
              <Text size="xs" c="red">
                {d.error}
              </Text>
            )}
          </RowCard>
        ))}
      </Stack>
    );
  return (
    <SimpleTable
      minWidth={640}
      striped
      withTableBorder
      fz="sm"
      head={['Status', 'Event', 'Code', 'Duration', 'Attempt', 'Time', '']}
    >
      {rows.map((d) => (
        <Table.Tr key={d.id}>
          <Table.Td>
            <StatusBadge d={d} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {d.event_type}
            </Text>
            {d.error && (
              <Text size="xs" c="red">
                {d.error}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{d.response_code ?? '—'}</Table.Td>
          <Table.Td>{d.duration_ms} ms</Table.Td>
          <Table.Td>{d.attempt}</Table.Td>
          <Table.Td>{when(d.created_at)}</Table.Td>
          <Table.Td>{resendButton(d)}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
