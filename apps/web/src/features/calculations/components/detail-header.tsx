import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import {
  IconCheck,
  IconDownload,
  IconFileInvoice,
  IconListDetails,
  IconPencil,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CalculationDetail } from '../api/types';
import type { DetailActions } from '../utils/actions';
import { editPath } from '../utils/paths';
import { StatusBadge } from './status-badge';

export type DetailModal = 'summary' | 'download' | 'send' | 'quote' | 'decline' | null;

/** Name, status badge and the buttons the status, role and plan allow. */
export function DetailHeader({
  calc,
  actions,
  onOpen,
  onApprove,
  approving,
}: {
  calc: CalculationDetail;
  actions: DetailActions;
  onOpen: (modal: DetailModal) => void;
  onApprove: () => void;
  approving: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {calc.name || 'Calculation Project'}
          </Title>
          <StatusBadge status={calc.status} size="lg" />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconListDetails size={16} />}
            onClick={() => onOpen('summary')}
          >
            Summary
          </Button>
          <Button
            variant="default"
            component={Link}
            to={editPath(calc.id)}
            leftSection={<IconPencil size={16} />}
          >
            Edit
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => onOpen('download')}
          >
            Download
          </Button>
          {actions.sendForApproval && (
            <Button leftSection={<IconSend size={16} />} onClick={() => onOpen('send')}>
              Send for Approval
            </Button>
          )}
          {actions.createQuote && (
            <Button leftSection={<IconFileInvoice size={16} />} onClick={() => onOpen('quote')}>
              Create Quote
            </Button>
          )}
          {actions.review && (
            <>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => onOpen('decline')}
              >
                Decline
              </Button>
              <Button
                color="green"
                leftSection={<IconCheck size={16} />}
                onClick={onApprove}
                loading={approving}
              >
                Approve
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
