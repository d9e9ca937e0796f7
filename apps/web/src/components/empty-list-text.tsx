import { messages } from '@app/contracts/errors';
import { Text } from '@mantine/core';

/** What an empty list or table says: that its rows are still being read, or that there are none. */
export function EmptyListText({ pending }: { pending: boolean }) {
  return (
    <Text c="dimmed" ta="center" py="lg" size="sm">
      {pending ? messages.fetching : messages.noRecords}
    </Text>
  );
}
