import { Badge, Code, Table, Text } from '@mantine/core';
import { SimpleTable } from '../../../components/simple-table';
import { Breakable } from './breakable';
import type { FieldRow } from './openapi-model';
import { ScrollRegion } from './scroll-region';

/** The fields of a body, an answer or the parameters: one row each, nested ones under their parent's path. */
export function FieldTable({
  rows,
  caption,
  showRequired = true,
}: {
  rows: FieldRow[];
  caption: string;
  /** In a request, required fields are marked; an answer's fields are simply there. */
  showRequired?: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    // Two columns (the type under the name) fit a phone without scrolling sideways.
    <ScrollRegion label={caption} minWidth={320}>
      <SimpleTable
        verticalSpacing={6}
        fz="sm"
        withTableBorder
        aria-label={caption}
        head={[{ label: 'Field and type', w: '45%' }, 'Description']}
      >
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Td>
              <Code style={{ overflowWrap: 'break-word', whiteSpace: 'normal' }}>
                <Breakable text={row.name} />
              </Code>
              {showRequired && row.required && (
                <Badge size="xs" variant="outline" color="red.9" ml={6} tt="none">
                  required
                </Badge>
              )}
              <Text size="xs" ff="monospace" c="dark.4" style={{ overflowWrap: 'break-word' }}>
                <Breakable text={row.type} />
              </Text>
            </Table.Td>
            <Table.Td>
              {row.description && <Text size="sm">{row.description}</Text>}
              {row.rules.length > 0 && (
                <Text size="xs" c="dark.4" style={{ wordBreak: 'break-word' }}>
                  {row.rules.join(' · ')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </ScrollRegion>
  );
}
