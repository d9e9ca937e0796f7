import type { SubscriptionPreview } from '@app/contracts/billing/preview';
import { dollars } from '@app/contracts/billing/pricing';
import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatLongDate as longDate } from '../lib/format';

/**
 * The amount a charge takes, shown before it is taken (docs/product/billing.md#amounts-shown-before-a-charge):
 * the invoice lines, the total due now and the recurring total that follows. `stale` dims it while the figures
 * for the current choice load (the pay button waits for them).
 */
export function AmountDue({ preview, stale }: { preview: SubscriptionPreview | undefined; stale: boolean }) {
  if (!preview) return <Loader size="sm" aria-label="Loading the amount" />;
  const per = preview.frequency === 'yearly' ? 'year' : 'month';
  return (
    <Stack gap={6} opacity={stale ? 0.5 : 1} aria-busy={stale} data-testid="amount-due">
      {preview.lines.length > 0 && (
        <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {preview.lines.map((l) => (
              <Table.Tr key={`${l.description}-${l.amount_cents}`}>
                <Table.Td px={0}>{l.description}</Table.Td>
                <Table.Td px={0} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {dollars(l.amount_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>Due now</Text>
        <Text fw={700} fz="lg" data-testid="due-now">
          {dollars(Math.max(0, preview.due_now_cents))}
        </Text>
      </Group>
      {preview.due_now_cents < 0 && (
        <Text size="xs" c="dimmed">
          {dollars(-preview.due_now_cents)} of unused time is credited to your next invoice.
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="recurring-total">
        {preview.trial_ends_at
          ? `Nothing is charged until your trial ends on ${longDate(preview.trial_ends_at)}; then `
          : 'Then '}
        {dollars(preview.recurring_total_cents)} a {per} for {preview.seats} member(s)
        {preview.next_charge_at && !preview.trial_ends_at
          ? `, next on ${longDate(preview.next_charge_at)}`
          : ''}
        .
      </Text>
    </Stack>
  );
}
