import { cardBrandName, type InvoiceDetail } from '@app/contracts/billing/invoices';
import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCreditCard, IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RecordLoadFailed } from '../../components/record-load-failed';
import { paths } from '../../config/paths';
import { invoicePdfUrl, useInvoice } from './api/read-invoice';
import { historyDate, money } from './money';

const Back = () => <BackLink to={paths.billing}>Billing and payment</BackLink>;

function Paid({ invoice }: { invoice: InvoiceDetail }) {
  if (!invoice.paid_at) return <Text c="orange.8">Not paid yet.</Text>;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text data-testid="invoice-paid">
        Paid on {historyDate(invoice.paid_at)}
        {invoice.card ? ` with ${cardBrandName(invoice.card.brand)} ending in ${invoice.card.last4}` : ''}.
      </Text>
    </Group>
  );
}

/**
 * /settings/billing-payment/invoices/:id (docs/product/billing.md#invoice-view): a billing-history row opened:
 * its number, date, who it was billed to, each line, subtotal, tax and total, the card that paid it, and the PDF.
 */
export function InvoicePage() {
  const id = Number(useParams().id);
  const { data: invoice, error, isPending } = useInvoice(id);

  if (!Number.isInteger(id) || id <= 0 || error) {
    return (
      <RecordLoadFailed
        record="Invoice"
        error={error}
        missingMessage="This invoice does not exist or belongs to another organisation."
        failedMessage="The invoice could not be loaded. Please try again."
        back={{ to: paths.billing, label: 'Back to Billing and payment' }}
      />
    );
  }
  if (isPending || !invoice) {
    return (
      <Stack maw={760}>
        <Back />
        <Skeleton h={36} w={260} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  return (
    <Stack maw={760} gap="md">
      <Back />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={2}>Invoice {invoice.number}</Title>
          <Badge color={invoice.status === 'paid' ? 'green' : 'orange'} variant="light">
            {invoice.status === 'paid' ? 'Paid' : invoice.status}
          </Badge>
        </Group>
        <Button
          component="a"
          href={invoicePdfUrl(invoice.id)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download PDF
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <div>
              <Text size="sm" c="dimmed">
                Billed to
              </Text>
              <Text fw={600}>{invoice.organization.name}</Text>
              {invoice.billed_to && (
                <Text size="sm" c="gray.7">
                  {invoice.billed_to.name}, {invoice.billed_to.email}
                </Text>
              )}
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Date
              </Text>
              <Text fw={600}>{historyDate(invoice.created_at)}</Text>
              {invoice.period_start && invoice.period_end && (
                <Text size="sm" c="gray.7">
                  Period {historyDate(invoice.period_start)} to {historyDate(invoice.period_end)}
                </Text>
              )}
            </div>
          </Group>
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label="Invoice lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines.map((line, i) => (
                  // Lines have no id of their own; their order is the invoice's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed list, never reordered
                  <Table.Tr key={i}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right" className="tabular">
                      {line.quantity}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                      {money(line.amount_cents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                {(
                  [
                    ['Subtotal', invoice.subtotal_cents],
                    ['Tax', invoice.tax_cents],
                    ['Total', invoice.total_cents],
                  ] as const
                ).map(([label, cents]) => (
                  <Table.Tr key={label}>
                    <Table.Th colSpan={2} ta="right" fw={label === 'Total' ? 700 : 500}>
                      {label}
                    </Table.Th>
                    <Table.Td
                      ta="right"
                      className="tabular"
                      fw={label === 'Total' ? 700 : undefined}
                      data-testid={`invoice-${label.toLowerCase()}`}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {money(cents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Paid invoice={invoice} />
          <Text size="xs" c="dimmed">
            Amounts in US dollars. Purchases are non-refundable.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
