import type { QuoteRow } from '@app/contracts/quotes/responses';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice, IconListDetails } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { paths } from '../../config/paths';
import { currentMembership, useSession } from '../../lib/session';
import { useQuotes } from './api/get-quotes';
import { QuotesWalkthrough } from './components/list-walkthrough';
import { QuoteCards } from './components/quote-cards';
import { quoteColumns } from './components/quote-columns';
import { QuoteFiltersBar } from './components/quote-filters';
import { SendQuoteModal } from './components/send-quote-modal';
import classes from './quotes.module.css';
import {
  activeQuoteFilterCount,
  emptyQuoteFilters,
  type QuoteFilters,
  type QuoteListState,
  type QuoteSortKey,
} from './utils/list-params';

/** /quotes: the organisation's quotes, searched, filtered, sorted and paged on the server. */
export function QuotesPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const organizationName = currentMembership(session)?.organization.name;
  const phone = useMediaQuery('(max-width: 48em)');
  const [filters, setFilters] = useState<QuoteFilters>(emptyQuoteFilters);
  const [search, setSearch] = useState('');
  const [client, setClient] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 350);
  const [debouncedClient] = useDebouncedValue(client, 350);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(15);
  const [sort, setSort] = useState<{ sort: QuoteSortKey; order: 'asc' | 'desc' }>({
    sort: 'date',
    order: 'desc',
  });
  const [sending, setSending] = useState<QuoteRow | null>(null);

  const state: QuoteListState = useMemo(
    () => ({
      filters: { ...filters, search: debouncedSearch, client: debouncedClient },
      page,
      perPage,
      ...sort,
    }),
    [filters, debouncedSearch, debouncedClient, page, perPage, sort],
  );
  // New typed text starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes
  useEffect(() => setPage(1), [debouncedSearch, debouncedClient]);
  const { data, isPending, isFetching } = useQuotes(state);
  const columns = useMemo(() => quoteColumns(setSending), []);
  const nothingYet = data && data.total === 0 && activeQuoteFilterCount({ ...filters, search, client }) === 0;

  // A click anywhere on a row opens it, except on its links and buttons.
  const openRow = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, [role="dialog"]')) return;
    const link = target.closest('tr')?.querySelector<HTMLElement>('[data-quote-id]');
    const id = Number(link?.dataset.quoteId);
    if (id) navigate(paths.quote(id));
  };

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
              filters={filters}
              search={search}
              client={client}
              onSearch={setSearch}
              onClient={setClient}
              onChange={(f) => {
                setFilters(f);
                setPage(1);
              }}
            />
          </Paper>
          {phone ? (
            <QuoteCards
              rows={data?.quotation}
              pending={isPending}
              page={page}
              perPage={perPage}
              total={data?.total ?? 0}
              onPage={setPage}
              onPerPage={(n) => {
                setPerPage(n);
                setPage(1);
              }}
              onSend={setSending}
            />
          ) : (
            // Row clicks open the quote; the quote number link in each row is the keyboard path.
            <Paper withBorder radius="md" className={classes.rows} onClick={openRow}>
              <DataTable
                caption="Quotes"
                columns={columns}
                rows={data?.quotation}
                rowKey={(r) => r.id}
                pending={isPending}
                fetching={isFetching}
                sort={sort}
                onSort={(s) => {
                  setSort(s as { sort: QuoteSortKey; order: 'asc' | 'desc' });
                  setPage(1);
                }}
                page={page}
                perPage={perPage}
                total={data?.total ?? 0}
                onPage={setPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  setPage(1);
                }}
                minWidth={900}
                maxHeight={640}
              />
            </Paper>
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
