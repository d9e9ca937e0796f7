import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { openQuoteFile, type QuoteFileType } from '../api/download';

/** 'Download Invoice': PDF or Excel, Cancel and Download; the file opens in a new window. */
export function QuoteDownloadModal({
  id,
  opened,
  onClose,
}: {
  id: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [type, setType] = useState<QuoteFileType>('pdf');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Download Invoice" size="sm">
      <Radio.Group label="File type" value={type} onChange={(v) => setType(v as QuoteFileType)}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="pdf"
            label={
              <Group gap={6}>
                <IconFileTypePdf size={16} /> PDF
              </Group>
            }
          />
          <Radio
            value="xlsx"
            label={
              <Group gap={6}>
                <IconFileSpreadsheet size={16} /> Excel (xlsx)
              </Group>
            }
          />
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" mt="sm">
        The file shows the quote as your client sees it, with your logo.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            openQuoteFile(id, type);
            onClose();
          }}
        >
          Download
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
