import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { ResponsiveModal } from '../../../components/responsive-modal';

/** Quotes are built in a later release; until then Create Qoute explains what it will do. */
export function CreateQuoteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Create Quote" size="sm">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconFileInvoice size={24} />
        </ThemeIcon>
        <Text size="sm">
          Quotes are coming soon. You will turn this approved calculation into a quote with your logo, choose
          how many of each person to bill, and send your client a link to approve and sign it.
        </Text>
      </Group>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </ResponsiveModal>
  );
}
