import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A secret the server shows this once (a new API key, a webhook's signing secret): why to copy it now, the
 * secret whole, Copy and Done (docs/product/api-keys.md, docs/product/webhooks.md).
 */
export function SecretShownOnce({
  secret,
  notice,
  noticeTitle,
  copyLabel,
  testId,
  onDone,
}: {
  secret: string;
  notice: ReactNode;
  noticeTitle?: string;
  /** The Copy button's label before copying. */
  copyLabel: string;
  testId: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={noticeTitle}>
        {notice}
      </Alert>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
              {copied ? 'Copied' : copyLabel}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
