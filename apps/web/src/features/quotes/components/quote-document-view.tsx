import { usDate } from '@app/contracts/format';
import { quoteDuration } from '@app/contracts/quotes/duration';
import { QUOTE_LINE_HEADINGS as H, type QuoteLineRow, quoteLineRows } from '@app/contracts/quotes/lines';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { Avatar, Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../components/simple-table';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { formatMoney, monogram } from '../../../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} className="tabular">
        {formatMoney(value)}
      </Text>
    </Group>
  );
}

/**
 * The quote as a document: the organisation's logo and name, the client, dates, the billed lines and the
 * amounts in USD. It draws only the frozen document (figures a client may see), so the internal page and the
 * client's page show the same thing (docs/product/quotes.md#quote-detail-quoteid). The lines are
 * `quoteLineRows`, as the PDF, the XLSX and the e-mail print them; dates are MM/DD/YYYY, the issue date once.
 */
export function QuoteDocumentView({
  document: doc,
  amountDue,
  status,
  footer,
}: {
  document: QuoteDocument;
  /** The balance still due with its sales tax; the total until something is paid. */
  amountDue: number;
  /** A badge beside the quote number. */
  status?: ReactNode;
  footer?: ReactNode;
}) {
  const phone = useScreenBelow('xs');
  const duration = quoteDuration(doc);
  const rows = quoteLineRows(doc.lines);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-label="Quote">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar
              src={doc.organization.image ?? undefined}
              alt={`${doc.organization.name} logo`}
              size={56}
              radius="md"
              color="brand"
              variant="filled"
            >
              {monogram(doc.organization.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {doc.organization.name}
              </Text>
              {doc.organization.address && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {doc.organization.address}
                </Text>
              )}
            </div>
          </Group>
          <Stack gap={4} align={phone ? 'flex-start' : 'flex-end'}>
            <Title order={2} fz={{ base: 22, sm: 26 }} lts={1}>
              QUOTE
            </Title>
            <Group gap="xs">
              <Text fw={600}>#{doc.quote_number}</Text>
              {doc.revision > 1 && (
                <Text size="sm" c="dimmed">
                  Revision {doc.revision}
                </Text>
              )}
              {status}
            </Group>
          </Stack>
        </Group>

        <Divider />

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Prepared for">{doc.company_name}</Fact>
          <Fact label="Issue date">{usDate(doc.issue_date)}</Fact>
          <Fact label="Valid until">{usDate(doc.valid_until)}</Fact>
          {duration && <Fact label="Duration">{duration}</Fact>}
        </SimpleGrid>

        {phone ? <LineCards rows={rows} /> : <LineTable rows={rows} />}

        <Group justify="flex-end">
          <Stack gap={6} w={{ base: '100%', sm: 320 }}>
            <TotalRow label="Sub-Total" value={doc.sub_total} />
            <TotalRow label="Sales tax (VAT)" value={doc.sales_tax} />
            <TotalRow label="Sub-Total + VAT" value={doc.total} />
            <Divider />
            <TotalRow label="Amount Due" value={amountDue} strong />
          </Stack>
        </Group>

        {doc.terms.trim() && (
          <Box>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4} mb={4}>
              Terms
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {doc.terms}
            </Text>
          </Box>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

function LineTable({ rows }: { rows: QuoteLineRow[] }) {
  return (
    <SimpleTable
      minWidth={560}
      verticalSpacing="sm"
      aria-label="Quote items"
      head={[
        H.item,
        { label: H.people, ta: 'right' },
        { label: H.hours, ta: 'right' },
        { label: H.rate, ta: 'right' },
        { label: H.amount, ta: 'right' },
      ]}
    >
      {rows.map((line, i) => (
        // Lines have no id: the order the quote froze them in is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the frozen order is the identity
        <Table.Tr key={i}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {line.title}
            </Text>
            <Text size="xs" c="dimmed">
              {line.detail}
            </Text>
          </Table.Td>
          <Table.Td ta="right" className="tabular">
            {line.text.people}
          </Table.Td>
          <Table.Td ta="right" className="tabular">
            {line.text.hours}
          </Table.Td>
          <Table.Td ta="right" className="tabular">
            {line.text.rate}
          </Table.Td>
          <Table.Td ta="right" className="tabular" fw={500}>
            {line.text.amount}
          </Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}

/**
 * On a phone each line is a small card: nothing scrolls sideways, and the line reads as the sum a client
 * re-does ("2 × 1,278.57 h × $83.46/h = $213,418.90").
 */
function LineCards({ rows }: { rows: QuoteLineRow[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Quote items">
      {rows.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the frozen order is the identity
        <Paper key={i} withBorder radius="sm" p="sm" role="listitem" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {line.title}
              </Text>
              <Text size="xs" c="dimmed">
                {line.detail}
              </Text>
            </div>
            <Text size="sm" fw={600} className="tabular">
              {line.text.amount}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4} className="tabular">
            {line.text.check}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
