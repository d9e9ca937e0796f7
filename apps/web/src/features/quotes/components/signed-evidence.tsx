import type { QuotationDetail } from '@app/contracts/quotes/responses';
import { Alert, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoment } from '../utils/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The evidence of the client's signature: who signed, when, from where, how, and the fingerprint of the exact
 * document they were shown; or the decline and its reason.
 */
export function SignedEvidence({ quote }: { quote: QuotationDetail }) {
  if (quote.declined_at) {
    return (
      <Alert color="red" icon={<IconCircleX size={18} />} title="Declined by the client">
        <Text size="sm">
          {formatMoment(quote.declined_at)}
          {quote.decline_reason ? ` — “${quote.decline_reason}”` : ''}
        </Text>
      </Alert>
    );
  }
  if (!quote.signed_at) return null;
  const matches = quote.signed_document_sha256 === quote.document_sha256;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="Signature"
      bg="var(--mantine-color-green-0)"
    >
      <Stack gap="sm">
        <Title order={4} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconShieldCheck size={20} color="var(--mantine-color-green-7)" /> Signed by the client
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Row label="Signer">
            {quote.signer_name}
            {quote.signer_email ? ` <${quote.signer_email}>` : ''}
          </Row>
          <Row label="Signed at">{formatMoment(quote.signed_at)}</Row>
          <Row label="Signature">{quote.signature_type === 'typed' ? 'Typed name' : 'Drawn by hand'}</Row>
          <Row label="From">{quote.signer_ip ?? '—'}</Row>
        </SimpleGrid>
        {quote.signer_user_agent && <Row label="Browser">{quote.signer_user_agent}</Row>}
        <div>
          <Text size="xs" c="dimmed">
            Document fingerprint (SHA-256) {matches ? '— the quote shown is the one signed' : ''}
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {quote.signed_document_sha256}
          </Code>
        </div>
      </Stack>
    </Paper>
  );
}
