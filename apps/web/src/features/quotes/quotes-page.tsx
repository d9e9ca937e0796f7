import type { QuoteRow } from '@app/contracts/quotes/responses';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileInvoice, IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPageTable } from '../../components/list-page-table';
import { paths } from '../../config/paths';
import { useListPage } from '../../hooks/use-list-page';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { currentMembership, useSession } from '../../lib/session';
import { useQuotes } from './api/get-quotes';
import { QuotesWalkthrough } from './components/list-walkthrough';
import { QuoteCards } from './components/quote-cards';
import { quoteColumns } from './components/quote-columns';
import { QuoteFiltersBar } from './components/quote-filters';
import { SendQuoteModal } from './components/send-quote-modal';
import { activeQuoteFilterCount, emptyQuoteFilters, type QuoteSortKey } from './utils/list-params';

/** /quotes: the organisation's quotes, searched, filtered, sorted and paged on the server. */
export function QuotesPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const organizationName = currentMembership(session)?.organization.name;
  const phone = useScreenBelow('sm');
  const list = useListPage({
    filters: emptyQuoteFilters,
    texts: { search: '', client: '' },
    sort: { sort: 'date' as QuoteSortKey, order: 'desc' },
    perPage: 15,
  });
  const [sending, setSending] = useState<QuoteRow | null>(null);
  const quotes = useQuotes(list.query);
  const { data, isPending } = quotes;
  const columns = useMemo(() => quoteColumns(setSending), []);
  const nothingYet =
    data && data.total === 0 && activeQuoteFilterCount({ ...list.filters, ...list.texts }) === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Quotes</Title>
      </Group>
      {nothingYet ? (
        <EmptyQuotes />
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <QuoteFiltersBar
              filters={list.filters}
              search={list.texts.search}
              client={list.texts.client}
              onSearch={(v) => list.setText('search', v)}
              onClient={(v) => list.setText('client', v)}
              onChange={list.onFilters}
            />
          </Paper>
          {phone ? (
            <QuoteCards
              rows={data?.quotation}
              pending={isPending}
              {...list.paging}
              total={data?.total ?? 0}
              onSend={setSending}
            />
          ) : (
            // Row clicks open the quote; the quote number link in each row is the keyboard path.
            <ListPageTable
              caption="Quotes"
              columns={columns}
              list={list}
              result={quotes}
              rows={data?.quotation}
              onRowClick={(row) => navigate(paths.quote(row.id))}
              minWidth={900}
            />
          )}
        </>
      )}
      <SendQuoteModal
        quote={
          sending
            ? { id: sending.id, uuid: sending.uuid, quoteNumber: sending.quote_number, organizationName }
            : null
        }
        opened={!!sending}
        onClose={() => setSending(null)}
      />
      <QuotesWalkthrough />
    </Stack>
  );
}

/** No quote yet: what a quote is and where one comes from. */
function EmptyQuotes() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileInvoice size={34} />
        </ThemeIcon>
        <Title order={3}>No quotes yet</Title>
        <Text c="dimmed" size="sm">
          A quote is made from an approved calculation: open one and press Create Quote. Your client then gets
          a link to approve and sign it online.
        </Text>
        <Button component={Link} to={paths.calculations} leftSection={<IconListDetails size={16} />}>
          Go to Calculations
        </Button>
      </Stack>
    </Paper>
  );
}
