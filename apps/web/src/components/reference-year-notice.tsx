import { referenceYearNotes } from '@app/contracts/calculations/reference-years';
import type { ReferenceFallback } from '@app/engine';
import { Alert, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';

/**
 * Says which tax years were priced with another year's reference figures (wage bases, federal constants),
 * because the data has none for them yet: the engine's list, worded as the PDF words it
 * (docs/product/calculations.md#reference-years). Renders nothing when the data covers every year.
 */
export function ReferenceYearNotice({
  fallbacks,
}: {
  fallbacks: readonly ReferenceFallback[] | null | undefined;
}) {
  const notes = referenceYearNotes(fallbacks);
  if (notes.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      p="xs"
      icon={<IconCalendarExclamation size={16} />}
      role="note"
      aria-label="Reference years"
    >
      {notes.map((note) => (
        <Text key={note} size="xs">
          {note}
        </Text>
      ))}
    </Alert>
  );
}
