import { billingMessages } from '@app/contracts/billing/messages';
import { Modal, Text } from '@mantine/core';
import { FormActions } from '../../components/form-actions';
import { openContact } from './contact-store';

/** More than 20 members: the enterprise conversation (docs/product/billing.md#seat-prices). */
export function EnterpriseModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Enterprise" centered>
      <Text>{billingMessages.enterpriseContact}</Text>
      <FormActions
        onCancel={onClose}
        cancelLabel="Close"
        confirmLabel="Contact our team"
        onConfirm={() => {
          onClose();
          openContact('inquiry');
        }}
        mt="md"
      />
    </Modal>
  );
}
