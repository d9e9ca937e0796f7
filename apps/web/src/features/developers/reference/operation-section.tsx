import { Anchor, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Breakable } from './breakable';
import { FieldTable } from './field-table';
import {
  type FieldRow,
  fieldRows,
  type OpenApiDocument,
  type ReferenceOperation,
  rulesOf,
  typeOf,
} from './openapi-model';

const methodColor: Record<string, string> = {
  GET: 'blue.9',
  POST: 'green.9',
  PATCH: 'orange.9',
  DELETE: 'red.9',
};

/** Path, query and header parameters as field rows (the place they go in the description). */
const parameterRows = (doc: OpenApiDocument, op: ReferenceOperation): FieldRow[] =>
  op.parameters.map((p) => ({
    name: p.name,
    type: p.schema ? typeOf(doc, p.schema) : 'string',
    required: p.required === true,
    description: [`In the ${p.in}.`, p.description ?? p.schema?.description].filter(Boolean).join(' '),
    rules: p.schema ? rulesOf(doc, p.schema) : [],
  }));

/** One operation of the reference: method and path, what it does, its parameters, body and answers. */
export function OperationSection({ doc, op }: { doc: OpenApiDocument; op: ReferenceOperation }) {
  const success = op.responses.filter((r) => r.status.startsWith('2'));
  const errors = op.responses.filter((r) => !r.status.startsWith('2'));
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      id={op.id}
      aria-labelledby={`${op.id}-title`}
      // A link to it lands below the public site's sticky header.
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <Title order={3} fz="lg" id={`${op.id}-title`}>
          {op.summary}
        </Title>
        <Group gap="xs" wrap="nowrap" align="center">
          <Badge color={methodColor[op.method] ?? 'dark'} radius="sm" miw={56}>
            {op.method}
          </Badge>
          <Code fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Breakable text={op.path} />
          </Code>
        </Group>
        {op.description && <Text size="sm">{op.description}</Text>}
        <Text size="xs" c="dark.4">
          {op.authenticated ? 'Authorization: Bearer <key>. ' : 'No key needed. '}
          {op.method === 'GET'
            ? 'A read key is enough.'
            : 'Needs a read and write key; send an Idempotency-Key to retry safely.'}
        </Text>
        {op.parameters.length > 0 && (
          <>
            <Title order={4} fz="sm">
              Parameters
            </Title>
            <FieldTable rows={parameterRows(doc, op)} caption={`Parameters of ${op.method} ${op.path}`} />
          </>
        )}
        {op.body && (
          <>
            <Title order={4} fz="sm">
              Request body (JSON)
            </Title>
            <FieldTable rows={fieldRows(doc, op.body)} caption={`Request body of ${op.method} ${op.path}`} />
          </>
        )}
        {success.map((r) => (
          <Stack key={r.status} gap={6}>
            <Title order={4} fz="sm">
              Answer {r.status}
              {r.description && r.description !== 'Default Response' ? `: ${r.description}` : ''}
            </Title>
            {r.schema && (
              <FieldTable
                rows={fieldRows(doc, r.schema)}
                caption={`Answer ${r.status} of ${op.method} ${op.path}`}
                showRequired={false}
              />
            )}
          </Stack>
        ))}
        {errors.length > 0 && (
          <Text size="sm">
            Errors ({errors.map((r) => r.status).join(', ')}) answer the{' '}
            <Anchor href="#errors">error shape</Anchor> with a stable code.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
