import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { type DownloadType, startDownload } from '../api/download';

/** pdf or xlsx, with Cancel and Download. */
export function DownloadModal({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const [type, setType] = useState<DownloadType>('pdf');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Download calculation" size="sm">
      <Radio.Group label="File type" value={type} onChange={(v) => setType(v as DownloadType)}>
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
        The file shows the figures as saved, for every person.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            startDownload(id, type);
            onClose();
          }}
        >
          Download
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
