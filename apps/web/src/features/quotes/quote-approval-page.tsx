import { usDate } from '@app/contracts/format';
import type { ClientQuotation } from '@app/contracts/quotes/responses';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockExclamation, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useClientQuote, useRespondToQuote } from './api/client-quote';
import { ActionBar, OutcomeBanner } from './components/client-actions';
import { ClientNotice, type ClientOrganization, ClientShell } from './components/client-shell';
import { DeclineQuoteModal } from './components/decline-quote-modal';
import { QuoteDocumentView } from './components/quote-document-view';
import { QuoteStatusBadge } from './components/quote-status-badge';
import { type SignInput, SignModal } from './components/sign-modal';
import { failureMessage, fieldErrors } from './utils/client-errors';
import { formatMoment } from './utils/format';

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
      <ClientShell>
        <Stack gap="md" aria-busy="true" aria-label="Loading">
          <Skeleton h={56} radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      </ClientShell>
    );
  }
  if (error || !data) {
    const expired = error instanceof ApiError && error.status === 410;
    return (
      <ClientShell>
        <ClientNotice
          icon={expired ? IconClockExclamation : IconLinkOff}
          color={expired ? 'yellow' : 'gray'}
          title={expired ? 'This quote link has expired' : 'This quote link is not valid'}
          text={
            expired
              ? 'The quote is no longer open for signing. Ask the sender for a new link or an updated quote.'
              : 'Check that you opened the whole link from the e-mail or message. If it still does not open, ask the sender for a new one.'
          }
        />
      </ClientShell>
    );
  }
  return (
    <ClientShell organization={data.organization}>
      <ClientQuote token={token} quotation={data.quotation} organization={data.organization} />
    </ClientShell>
  );
}

function ClientQuote({
  token,
  quotation: q,
  organization,
}: {
  token: string;
  quotation: ClientQuotation;
  organization: ClientOrganization;
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
        <OutcomeBanner color="green" icon={IconCircleCheck} title="Quote approved and signed">
          Signed by {q.signed.signer_name} on {formatMoment(q.signed.signed_at)}.{' '}
          {signedEmail
            ? `A confirmation is on its way to ${signedEmail}.`
            : `${organization.name} has been told.`}
        </OutcomeBanner>
      )}
      {q.declined && (
        <OutcomeBanner color="red" icon={IconCircleX} title="You declined this quote">
          On {formatMoment(q.declined.declined_at)}. {organization.name} has been told and may send you a new
          one.
        </OutcomeBanner>
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
