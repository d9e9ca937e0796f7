import { usDate } from '@app/contracts/format';
import type { ClientQuotation, ClientQuotationResponse } from '@app/contracts/quotes/responses';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Center,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockExclamation,
  IconLinkOff,
  IconSignature,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useClientQuote, useRespondToQuote } from './api/client-quote';
import { DeclineQuoteModal } from './components/decline-quote-modal';
import { QuoteDocumentView } from './components/quote-document-view';
import { QuoteStatusBadge } from './components/quote-status-badge';
import { type SignInput, SignModal } from './components/sign-modal';
import { formatMoment, monogram } from './utils/format';

type Organization = ClientQuotationResponse['data']['organization'];

/** The server's field messages, keyed by their first path segment. */
function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.split('.')[0]!, v[0] ?? '']));
}

const failureMessage = (err: unknown) => {
  if (err instanceof ApiError && err.status === 409)
    return (
      err.body.message || 'This quote changed after you opened it. Reload the page to see the current one.'
    );
  if (err instanceof ApiError && err.status === 410) return 'This quote link has expired.';
  if (err instanceof ApiError && err.status === 400 && Object.keys(err.fieldErrors).length) return null;
  return err instanceof ApiError && err.body.message ? err.body.message : 'Error, Please try again.';
};

/**
 * /quote/approve/:token: the quote as the client sees it, with no sign-in and no app around it. It shows only
 * the frozen document (never a cost, wage, burden or margin figure) and offers Approve and Sign or Decline
 * (docs/product/quotes.md#client-approval-page).
 */
export function QuoteApprovalPage() {
  const token = useParams().token ?? '';
  const { data, isPending, error } = useClientQuote(token);

  if (isPending) {
    return (
      <Shell>
        <Stack gap="md" aria-busy="true" aria-label="Loading">
          <Skeleton h={56} radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      </Shell>
    );
  }
  if (error || !data) {
    const expired = error instanceof ApiError && error.status === 410;
    return (
      <Shell>
        <Notice
          icon={expired ? IconClockExclamation : IconLinkOff}
          color={expired ? 'yellow' : 'gray'}
          title={expired ? 'This quote link has expired' : 'This quote link is not valid'}
          text={
            expired
              ? 'The quote is no longer open for signing. Ask the sender for a new link or an updated quote.'
              : 'Check that you opened the whole link from the e-mail or message. If it still does not open, ask the sender for a new one.'
          }
        />
      </Shell>
    );
  }
  return (
    <Shell organization={data.organization}>
      <ClientQuote token={token} quotation={data.quotation} organization={data.organization} />
    </Shell>
  );
}

function ClientQuote({
  token,
  quotation: q,
  organization,
}: {
  token: string;
  quotation: ClientQuotation;
  organization: Organization;
}) {
  const respond = useRespondToQuote(token);
  const [modal, setModal] = useState<'sign' | 'decline' | null>(null);
  const [signedEmail, setSignedEmail] = useState<string | null>(null);
  const errors = respond.error ? fieldErrors(respond.error) : {};
  const message = respond.error ? failureMessage(respond.error) : null;
  const expired = !q.can_respond && !q.signed && !q.declined;

  const sign = (input: SignInput) =>
    respond.mutate(
      { kind: 'sign', body: { ...input, document_sha256: q.document_sha256 } },
      {
        onSuccess: () => {
          setSignedEmail(input.signer_email);
          setModal(null);
        },
      },
    );
  const decline = (input: { reason: string; signer_name?: string; signer_email?: string }) =>
    respond.mutate({ kind: 'decline', body: input }, { onSuccess: () => setModal(null) });

  return (
    <Stack gap="md">
      {q.signed && (
        <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-green-0)" role="status">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" color="green" variant="light">
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <div>
              <Title order={3} fz={20}>
                Quote approved and signed
              </Title>
              <Text size="sm">
                Signed by {q.signed.signer_name} on {formatMoment(q.signed.signed_at)}.{' '}
                {signedEmail
                  ? `A confirmation is on its way to ${signedEmail}.`
                  : `${organization.name} has been told.`}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
      {q.declined && (
        <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-red-0)" role="status">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" color="red" variant="light">
              <IconCircleX size={28} />
            </ThemeIcon>
            <div>
              <Title order={3} fz={20}>
                You declined this quote
              </Title>
              <Text size="sm">
                On {formatMoment(q.declined.declined_at)}. {organization.name} has been told and may send you
                a new one.
              </Text>
            </div>
          </Group>
        </Paper>
      )}
      {expired && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} />} title="This quote link has expired">
          The quote was valid until {usDate(q.valid_until)}. Ask {organization.name} for an updated quote.
        </Alert>
      )}
      {message && modal === null && (
        <Alert color="red" icon={<IconCircleX size={18} />}>
          {message}
        </Alert>
      )}

      <QuoteDocumentView
        document={q.document}
        amountDue={q.amount_due}
        status={<QuoteStatusBadge status={q.status} />}
        footer={
          <ActionBar
            quotation={q}
            onSign={() => {
              respond.reset();
              setModal('sign');
            }}
            onDecline={() => {
              respond.reset();
              setModal('decline');
            }}
          />
        }
      />

      <SignModal
        opened={modal === 'sign'}
        onClose={() => setModal(null)}
        onSign={sign}
        signing={respond.isPending}
        quoteNumber={q.invoice}
        organizationName={organization.name}
        serverErrors={errors}
        serverMessage={modal === 'sign' ? message : null}
      />
      <DeclineQuoteModal
        opened={modal === 'decline'}
        onClose={() => setModal(null)}
        onDecline={decline}
        declining={respond.isPending}
        serverErrors={errors}
      />
    </Stack>
  );
}

/** Approve and Sign (and Decline) while the quote is open; Approved, outlined, once signed. */
function ActionBar({
  quotation: q,
  onSign,
  onDecline,
}: {
  quotation: ClientQuotation;
  onSign: () => void;
  onDecline: () => void;
}) {
  if (q.signed) {
    return (
      <Group justify="flex-end">
        {/* Outlined green, as the product shows it; aria-disabled keeps the colour a disabled button would lose. */}
        <Button
          variant="outline"
          color="green"
          leftSection={<IconCircleCheck size={18} />}
          aria-disabled="true"
          style={{ cursor: 'default' }}
        >
          Approved
        </Button>
      </Group>
    );
  }
  if (!q.can_respond) return null;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="subtle" color="red" onClick={onDecline}>
        Decline
      </Button>
      <Button color="green" size="md" leftSection={<IconSignature size={18} />} onClick={onSign}>
        Approve and Sign
      </Button>
    </Group>
  );
}

/** The client's frame: the sender's brand on top, the product's quiet mark below. No app navigation. */
function Shell({ organization, children }: { organization?: Organization; children: React.ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={920} py="sm">
          <Group gap="sm" wrap="nowrap">
            {organization ? (
              <>
                <Avatar
                  src={organization.image ?? undefined}
                  alt=""
                  radius="md"
                  size={36}
                  color="brand"
                  variant="filled"
                >
                  {monogram(organization.name)}
                </Avatar>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {organization.name}
                </Text>
              </>
            ) : (
              <Text fw={700} size="lg">
                Quote
              </Text>
            )}
          </Group>
        </Container>
      </Box>
      <Container size={920} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} component="main">
        {children}
      </Container>
      <Text size="xs" c="dimmed" ta="center" pb="lg">
        Sent securely with StaffMargin
      </Text>
    </Box>
  );
}

function Notice({
  icon: Icon,
  color,
  title,
  text,
}: {
  icon: typeof IconLinkOff;
  color: string;
  title: string;
  text: string;
}) {
  return (
    <Center py={60}>
      <Paper withBorder radius="md" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            <Icon size={34} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
