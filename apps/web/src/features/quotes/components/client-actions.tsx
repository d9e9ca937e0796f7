import type { ClientQuotation } from '@app/contracts/quotes/responses';
import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, type IconCircleX, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Approve and Sign (and Decline) while the quote is open; Approved, outlined, once signed. */
export function ActionBar({
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

/** The client's answer, once given: signed (green) or declined (red), announced as a status. */
export function OutcomeBanner({
  color,
  icon: Icon,
  title,
  children,
}: {
  color: 'green' | 'red';
  icon: typeof IconCircleX;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" bg={`var(--mantine-color-${color}-0)`} role="status">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" color={color} variant="light">
          <Icon size={28} />
        </ThemeIcon>
        <div>
          <Title order={3} fz={20}>
            {title}
          </Title>
          <Text size="sm">{children}</Text>
        </div>
      </Group>
    </Paper>
  );
}
