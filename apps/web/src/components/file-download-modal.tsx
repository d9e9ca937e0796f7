import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from './form-actions';
import { ResponsiveModal } from './responsive-modal';

/** The two files a calculation or a quote downloads as. */
export type FileType = 'pdf' | 'xlsx';

/**
 * Choose PDF or Excel, then Cancel or Download: the calculation's and the quote's download modal. The feature
 * says what the file holds (`note`) and how it is fetched (`onDownload`).
 */
export function FileDownloadModal({
  title,
  note,
  opened,
  onClose,
  onDownload,
}: {
  title: string;
  note: string;
  opened: boolean;
  onClose: () => void;
  onDownload: (type: FileType) => void;
}) {
  const [type, setType] = useState<FileType>('pdf');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size="sm">
      <Radio.Group label="File type" value={type} onChange={(v) => setType(v as FileType)}>
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
        {note}
      </Text>
      <FormActions
        onCancel={onClose}
        confirmLabel="Download"
        onConfirm={() => {
          onDownload(type);
          onClose();
        }}
      />
    </ResponsiveModal>
  );
}
