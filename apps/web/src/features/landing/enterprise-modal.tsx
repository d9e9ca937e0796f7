import { billingMessages } from '@app/contracts/billing/messages';
import { Button, Group, Modal, Text } from '@mantine/core';
import { openContact } from './contact-store';

/** More than 20 members: the enterprise conversation (docs/product/billing.md#seat-prices). */
export function EnterpriseModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Enterprise" centered>
      <Text>{billingMessages.enterpriseContact}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          onClick={() => {
            onClose();
            openContact('inquiry');
          }}
        >
          Contact our team
        </Button>
      </Group>
    </Modal>
  );
}
