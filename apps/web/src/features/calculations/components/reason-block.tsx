import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CalculationDetail } from '../api/types';
import { editPath } from '../utils/paths';

/** Why the calculation was not approved, and the way to fix it. */
export function ReasonBlock({ calc }: { calc: CalculationDetail }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Reason Description">
      <Stack gap={6}>
        <Text size="sm">
          <b>Reason:</b> {calc.reason_choice ?? '—'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {calc.decline_reason ?? ''}
        </Text>
        <Group>
          <Button
            component={Link}
            to={editPath(calc.id)}
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconPencil size={14} />}
          >
            Edit Calculation
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
