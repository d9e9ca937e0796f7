import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';

/**
 * A detail page whose record could not be shown, said one way on every page: "<Record> not found" when the id
 * names no record of this organisation (no error: the id itself is not one; or a 404), else "Something went
 * wrong" with the reason, and a button back to where the record's list is.
 */
export function RecordLoadFailed({
  record,
  error,
  missingMessage,
  failedMessage,
  back,
}: {
  /** 'Quote', 'Invoice', 'Calculation'. */
  record: string;
  error: unknown;
  missingMessage: string;
  /** What a failed load says; the error's own message when not given. */
  failedMessage?: string;
  back: { to: string; label: string };
}) {
  const missing = !error || (error instanceof ApiError && error.status === 404);
  const failed = failedMessage ?? (error instanceof Error ? error.message : 'Please try again.');
  return (
    <Stack gap="md" maw={560}>
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? `${record} not found` : 'Something went wrong'}
      >
        {missing ? missingMessage : failed}
      </Alert>
      <Button
        component={Link}
        to={back.to}
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {back.label}
      </Button>
    </Stack>
  );
}
