import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A Modal that becomes full-screen on phones (ui.md: modals full-screen at 390 px). */
export function ResponsiveModal(props: ModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return <Modal {...props} fullScreen={phone} />;
}
