import { Collapse, Paper, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { notify } from '../../../../lib/notify';
import { UPGRADE_MESSAGE } from '../../model/plan';

/**
 * A benefit or cost switch with the fields it reveals. On the Essential plan the switch is blocked with an
 * info toast; turning it off lets the caller clear the fields it revealed.
 */
export function ToggleSection({
  label,
  description,
  checked,
  blocked,
  onChange,
  children,
  error,
}: {
  label: string;
  description?: string;
  checked: boolean;
  blocked: boolean;
  onChange: (on: boolean) => void;
  children?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Switch
        label={label}
        description={description}
        checked={checked}
        onChange={(e) => {
          if (blocked) {
            notify.info(UPGRADE_MESSAGE);
            return;
          }
          onChange(e.currentTarget.checked);
        }}
        error={error}
      />
      {children && (
        <Collapse expanded={checked}>
          <Stack gap="sm" mt="sm">
            {children}
          </Stack>
        </Collapse>
      )}
    </Paper>
  );
}
