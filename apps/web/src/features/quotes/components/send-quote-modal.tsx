import { Anchor, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandTelegram, IconBrandWhatsapp, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSendQuote } from '../api/send-quote';
import { useCopied } from '../hooks/use-copied';
import { approveLink, telegramShare, whatsappShare } from '../utils/share-links';

export interface SendTarget {
  id: number;
  uuid: string;
  quoteNumber: string;
  organizationName?: string;
}

/**
 * What the e-mail box shows under itself: the server's words when it refused the address (400) or the sending
 * limit was reached (429, saying when to try again); otherwise the product's words.
 */
const sendFailure = (err: unknown) => {
  if (!(err instanceof ApiError)) return 'Error, Please try again.';
  if (err.status === 400 && err.fieldErrors.email?.[0]) return err.fieldErrors.email[0];
  if (err.status === 429 && err.body.message) return err.body.message;
  return 'Error, Please try again.';
};

/** The messengers a link can be shared through, each opening its own share page. */
const shareApps = [
  { name: 'WhatsApp', color: 'green', Icon: IconBrandWhatsapp, href: whatsappShare },
  { name: 'Telegram', color: 'cyan', Icon: IconBrandTelegram, href: telegramShare },
];

/**
 * 'Send quote': copy the client's link, e-mail it (the PDF goes along), or share it through WhatsApp or
 * Telegram (docs/product/quotes.md#send-quote-modal).
 */
export function SendQuoteModal({
  quote,
  opened,
  onClose,
}: {
  quote: SendTarget | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { copied, copy } = useCopied();
  const send = useSendQuote();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const link = quote ? approveLink(window.location.origin, quote.uuid) : '';
  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!quote) return;
    setError(null);
    send.mutate(
      { id: quote.id, email: email.trim(), quote_link: link },
      {
        onSuccess: (reply) => {
          notify.success(reply.message);
          close();
        },
        onError: (err) => {
          const message = sendFailure(err);
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={quote ? `Send quote ${quote.quoteNumber}` : 'Send quote'}
      size="md"
    >
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Client link
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Client link"
              value={link}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => void copy(link)}
              miw={120}
            >
              {copied ? 'Copied!' : 'Copy link'}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            Anyone with this link can view the quote and approve it; no account is needed.
          </Text>
        </div>

        <Divider label="or" labelPosition="center" />

        <form onSubmit={submit} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Send to an e-mail address"
              placeholder="client@company.com"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={254}
              error={error}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconMail size={16} />}
              loading={send.isPending}
              disabled={!email.trim()}
            >
              Send
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            The e-mail carries the link and the quote as a PDF.
          </Text>
        </form>

        <SimpleGrid cols={2} spacing="xs">
          {shareApps.map(({ name, color, Icon, href }) => (
            <Button
              key={name}
              component="a"
              href={href(link, quote?.organizationName)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color={color}
              leftSection={<Icon size={18} />}
            >
              {name}
            </Button>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center">
          Or{' '}
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
            open the client page
          </Anchor>{' '}
          to see what your client sees.
        </Text>
      </Stack>
    </ResponsiveModal>
  );
}
