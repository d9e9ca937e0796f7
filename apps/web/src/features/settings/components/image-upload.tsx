import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';

/** Picture with an upload button: PNG, JPEG, WebP or GIF up to 2 MB (the server checks the bytes again). */
export function ImageUpload({
  image,
  fallback,
  label,
  onUpload,
  radius = 'xl',
}: {
  image: string | null | undefined;
  fallback: string;
  label: string;
  onUpload: (file: File) => Promise<void>;
  radius?: 'xl' | 'md';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={image ?? undefined} size={72} radius={radius} color="brand" variant="filled">
        {fallback}
      </Avatar>
      <Stack gap={4}>
        <FileButton
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={async (file) => {
            if (!file) return;
            if (file.size > 2 * 1024 * 1024) return notify.error('The image must be at most 2 MB');
            setBusy(true);
            try {
              await onUpload(file);
            } catch (err) {
              notify.error(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={busy}
            >
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG, WebP or GIF, up to 2 MB
        </Text>
      </Stack>
    </Group>
  );
}
