import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

/**
 * The red bin that deletes or removes one thing: a row, a person, a member, a code. Its accessible name says
 * what goes ('Delete Forklift operator 1'); a larger one (`size="lg"`) sits beside form fields and in modals.
 */
export function DeleteIconButton({
  label,
  onClick,
  size,
  variant = 'subtle',
  disabled,
  ...box
}: {
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  size?: 'lg';
  variant?: 'subtle' | 'light';
  disabled?: boolean;
} & Pick<ActionIconProps, 'mt'>) {
  return (
    <ActionIcon
      variant={variant}
      color="red"
      size={size}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      {...box}
    >
      <IconTrash size={size === 'lg' ? 18 : 16} aria-hidden />
    </ActionIcon>
  );
}
