import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-client';
import { formatListDate } from '../../lib/format';
import { useDevMailbox } from './api/auth-queries';

/** /dev/mailbox: e-mails the server kept because no SMTP server is configured (never in production). */
export function DevMailboxPage() {
  const mailbox = useDevMailbox();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>Development mailbox</Title>
          <Badge color="orange" variant="light">
            No SMTP configured
          </Badge>
        </Group>
        <Text c="dimmed">
          Without SMTP_URL the server keeps e-mails here so you can confirm accounts and reset passwords on
          one machine. Newest first.
        </Text>
        {mailbox.isPending && <PageLoader />}
        {mailbox.isError && (
          <Alert color="red">
            {mailbox.error instanceof ApiError && mailbox.error.status === 403
              ? `${mailbox.error.message}: open it on the server's own machine.`
              : 'The development mailbox is not available on this server (SMTP is configured).'}
          </Alert>
        )}
        {mailbox.data?.data.length === 0 && <Text>There are no records to display</Text>}
        {mailbox.data?.data.map((m) => (
          <Paper key={m.id} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="wrap" gap={4}>
              <Text fw={600}>{m.subject}</Text>
              <Text size="sm" c="dimmed">
                {formatListDate(m.created_at)} {new Date(m.created_at).toLocaleTimeString('en-US')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              To: {m.to}
            </Text>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.text.split(/(https?:\/\/\S+)/g).map((part, i) =>
                /^https?:\/\//.test(part) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed split of one text
                  <Anchor key={i} href={part} size="sm">
                    {part}
                  </Anchor>
                ) : (
                  part
                ),
              )}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
