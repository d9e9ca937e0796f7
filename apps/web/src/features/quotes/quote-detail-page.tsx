import { usDate } from '@app/contracts/format';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClockExclamation, IconDownload, IconGitBranch, IconPencil, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RecordLoadFailed } from '../../components/record-load-failed';
import { paths } from '../../config/paths';
import { currentMembership, useSession } from '../../lib/session';
import { useQuote, useQuoteEvents } from './api/get-quote';
import { EditQuoteModal } from './components/edit-quote-modal';
import { QuoteDocumentView } from './components/quote-document-view';
import { QuoteDownloadModal } from './components/quote-download-modal';
import { QuoteHistory } from './components/quote-history';
import { QuoteStatusBadge } from './components/quote-status-badge';
import { SendQuoteModal } from './components/send-quote-modal';
import { SignedEvidence } from './components/signed-evidence';
import { StatusControl } from './components/status-control';
import { formatMoment } from './utils/format';

/** /quote/:id: the quote as the organisation sees it, its status, downloads, sending and history. */
export function QuoteDetailPage() {
  const id = Number(useParams().id);
  const { data: quote, isPending, error } = useQuote(id);
  if (error || !Number.isInteger(id) || id <= 0) {
    return (
      <RecordLoadFailed
        record="Quote"
        error={error}
        missingMessage="This quote does not exist or belongs to another organisation."
        back={{ to: paths.quotes, label: 'Back to Quotes' }}
      />
    );
  }
  if (isPending || !quote) return <DetailSkeleton />;
  return <Detail key={quote.id} quote={quote} />;
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton h={20} w={140} />
      <Skeleton h={90} radius="md" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={420} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={240} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Detail({ quote }: { quote: QuotationDetail }) {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const events = useQuoteEvents(quote.id);
  const [modal, setModal] = useState<'download' | 'send' | 'edit' | null>(null);
  const member = `${quote.user.first_name} ${quote.user.last_name}`.trim();

  return (
    <Stack gap="md">
      <BackLink to={paths.quotes}>Back to Quotes</BackLink>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="sm">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                Quote {quote.quote_number}
              </Title>
              <QuoteStatusBadge status={quote.status} size="lg" />
              {quote.revision > 1 || quote.superseded_at ? (
                <Badge variant="outline" color="gray" size="lg">
                  Revision {quote.revision}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {quote.client_name} · by {member} ({quote.user.email}) · issued {usDate(quote.issue_date)} ·{' '}
              <Anchor component={Link} to={paths.calculation(quote.calculation_id)} size="sm">
                from its calculation
              </Anchor>
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <StatusControl quote={quote} role={membership?.role.name} />
            {quote.superseded_at ? null : (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setModal('edit')}
              >
                Edit
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => setModal('download')}
            >
              Download
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => setModal('send')}
              disabled={!!quote.superseded_at}
            >
              Send
            </Button>
          </Group>
        </Group>
      </Paper>

      {quote.superseded_at && (
        <Alert color="orange" icon={<IconGitBranch size={18} />} title="Replaced by a newer revision">
          This revision was replaced on {formatMoment(quote.superseded_at)}
          {quote.next_revision_id ? (
            <>
              {' '}
              by{' '}
              <Anchor component={Link} to={paths.quote(quote.next_revision_id)} size="sm">
                revision {quote.revision + 1}
              </Anchor>
            </>
          ) : null}
          . It is kept exactly as it was{quote.signed_at ? ' signed' : ''}.
        </Alert>
      )}
      {quote.link_expired && !quote.superseded_at && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} />} title="The client link has expired">
          The quote was valid until {usDate(quote.valid_until)}; the client can no longer open it to sign.
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <QuoteDocumentView
            document={quote.document}
            amountDue={quote.balance + quote.vat}
            status={<QuoteStatusBadge status={quote.status} />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <SignedEvidence quote={quote} />
            <Paper withBorder radius="md" p="md" component="section" aria-label="Revision">
              <Title order={4} mb={6}>
                Revision {quote.revision}
              </Title>
              <Text size="sm" c="dimmed">
                {quote.previous_revision_id ? (
                  <>
                    Replaces{' '}
                    <Anchor component={Link} to={paths.quote(quote.previous_revision_id)} size="sm">
                      revision {quote.revision - 1}
                    </Anchor>
                    , which is kept as it was.{' '}
                  </>
                ) : (
                  'The first version of this quote. '
                )}
                {quote.next_revision_id ? (
                  <>
                    Replaced by{' '}
                    <Anchor component={Link} to={paths.quote(quote.next_revision_id)} size="sm">
                      revision {quote.revision + 1}
                    </Anchor>
                    .{' '}
                  </>
                ) : null}
                Valid until {usDate(quote.valid_until)}
                {quote.sent_at ? `; last sent ${formatMoment(quote.sent_at)}` : '; not sent yet'}.
              </Text>
              <RevisionCount quote={quote} />
            </Paper>
            <QuoteHistory events={events.data} pending={events.isPending} />
          </Stack>
        </Grid.Col>
      </Grid>

      {modal === 'edit' && <EditQuoteModal quote={quote} opened onClose={() => setModal(null)} />}
      <QuoteDownloadModal id={quote.id} opened={modal === 'download'} onClose={() => setModal(null)} />
      <SendQuoteModal
        quote={{
          id: quote.id,
          uuid: quote.uuid,
          quoteNumber: quote.quote_number,
          organizationName: quote.organization.name,
        }}
        opened={modal === 'send'}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}

/**
 * Which revision counts in Actual Revenue (docs/product/quotes.md#signed-quotes-and-revisions): an Approved
 * revision until a newer one is Approved, so a revision never erases a signed sale.
 */
function RevisionCount({ quote }: { quote: QuotationDetail }) {
  const approved = quote.approved_revision;
  let text: ReactNode = null;
  if (quote.status === 'Approved' && quote.counted) {
    text = quote.superseded_at
      ? 'This revision still counts in Actual Revenue: no newer revision is approved yet.'
      : 'This revision counts in Actual Revenue.';
  } else if (approved) {
    text = (
      <>
        <Anchor component={Link} to={paths.quote(approved.id)} size="sm">
          Revision {approved.revision}
        </Anchor>{' '}
        ({approved.signed ? 'signed' : 'approved'}) counts in Actual Revenue until this revision is
        {approved.signed ? ' signed' : ' approved'}.
      </>
    );
  } else if (!quote.counted) {
    text = 'A newer revision replaced this one: it no longer counts on the dashboards.';
  }
  if (!text) return null;
  return (
    <Text size="sm" mt={6} data-testid="revision-count">
      {text}
    </Text>
  );
}
