import type { QuoteRow } from '@app/contracts/quotes/responses';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { quoteDownloadUrl } from '../api/download';
import { QuoteStatusBadge } from './quote-status-badge';

/** The Status cell: the badge, the PDF (a new window) and Send, which opens the Send quote modal. */
export function RowActions({ row, onSend }: { row: QuoteRow; onSend: (row: QuoteRow) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <QuoteStatusBadge status={row.status} />
      <Tooltip label="Download PDF">
        <ActionIcon
          component="a"
          href={quoteDownloadUrl(row.id, 'pdf')}
          target="_blank"
          rel="noopener"
          variant="subtle"
          color="red"
          aria-label={`Download quote ${row.quote_number} as PDF`}
        >
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSend size={14} />}
        onClick={() => onSend(row)}
        aria-label={`Send quote ${row.quote_number}`}
      >
        Send
      </Button>
    </Group>
  );
}
