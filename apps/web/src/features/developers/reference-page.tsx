import {
  Alert,
  Anchor,
  Box,
  Code,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { SimpleTable } from '../../components/simple-table';
import { paths } from '../../config/paths';
import { useOpenApi } from './api/get-openapi';
import { groupOperations, type OpenApiDocument, type ReferenceGroup } from './reference/openapi-model';
import { OperationSection } from './reference/operation-section';
import { ScrollRegion } from './reference/scroll-region';

const anchorOfTag = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The rules every operation shares, read from the document: the key, the rate limit, idempotency, errors. */
function Basics({ doc }: { doc: OpenApiDocument }) {
  const scheme = Object.values(doc.components?.securitySchemes ?? {})[0];
  const idempotency = doc.components?.parameters?.IdempotencyKey;
  const headers = Object.entries(doc.components?.headers ?? {});
  const limit = doc['x-rate-limit'];
  return (
    <Stack gap="md">
      <Title order={2} id="basics" style={{ scrollMarginTop: 80 }}>
        Basics
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Title order={3} fz="md">
            Authentication
          </Title>
          <Text size="sm">
            <Code>Authorization: Bearer {scheme?.bearerFormat ?? '<key>'}</Code>
          </Text>
          {scheme?.description && <Text size="sm">{scheme.description}</Text>}
          <Title order={3} fz="md" mt="xs">
            Rate limits
          </Title>
          <Text size="sm">
            {limit ? `${limit.per_minute} requests a minute, ${limit.scope}.` : 'Per API key and minute.'}{' '}
            Every answer says where the key stands; past the limit the answer is 429 <Code>rate_limited</Code>{' '}
            with Retry-After.
          </Text>
          <List size="sm" spacing={2}>
            {headers.map(([name, h]) => (
              <List.Item key={name}>
                <Code>{name}</Code>: {h.description}
              </List.Item>
            ))}
          </List>
          {idempotency && (
            <>
              <Title order={3} fz="md" mt="xs">
                Idempotency
              </Title>
              <Text size="sm">
                <Code>{idempotency.name}</Code> header on any POST: {idempotency.description}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
      <Title order={2} id="errors" style={{ scrollMarginTop: 80 }}>
        Errors
      </Title>
      <Text size="sm">
        Every error has one shape, <Code>{'{ "error": { "code", "message", "fields"? } }'}</Code>; the code is
        stable, so branch on it rather than on the message.
      </Text>
      <ScrollRegion label="Error codes" minWidth={480}>
        <SimpleTable
          fz="sm"
          verticalSpacing={6}
          withTableBorder
          aria-label="Error codes"
          head={['Code', 'Status', 'Meaning']}
        >
          {(doc['x-error-codes'] ?? []).map((e) => (
            <Table.Tr key={e.code}>
              <Table.Td>
                <Code>{e.code}</Code>
              </Table.Td>
              <Table.Td>{e.status}</Table.Td>
              <Table.Td>{e.meaning}</Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      </ScrollRegion>
    </Stack>
  );
}

/** Where everything is: the groups and their operations, as links (a column beside the reference on a wide screen). */
function Contents({ groups }: { groups: ReferenceGroup[] }) {
  return (
    <Box component="nav" aria-label="API reference contents" fz="sm">
      <Stack gap={6}>
        <Anchor href="#basics" size="sm">
          Basics
        </Anchor>
        <Anchor href="#errors" size="sm">
          Errors
        </Anchor>
        {groups.map((g) => (
          <Stack key={g.tag} gap={2}>
            <Anchor href={`#${anchorOfTag(g.tag)}`} size="sm" fw={600}>
              {g.tag}
            </Anchor>
            {g.operations.map((op) => (
              <Anchor key={op.id} href={`#${op.id}`} size="xs" pl="sm">
                {op.summary}
              </Anchor>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /developers/reference, public: the OpenAPI document of /api/v1 rendered for integrators (operations by tag,
 * parameters, bodies, answers, errors, the key, limits and idempotency), read from the server at
 * /api/v1/openapi.json so it cannot drift from the API (docs/product/api.md#open-api-v1).
 */
export function ReferencePage() {
  const { data: doc, isLoading, isError } = useOpenApi();
  const groups = doc ? groupOperations(doc) : [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>API reference</Title>
          <Text>
            Every operation of the StaffMargin API v1, from its{' '}
            <Anchor href="/api/v1/openapi.json">OpenAPI 3.1 document</Anchor>
            {doc ? ` (version ${doc.info.version})` : ''}. New here? Start with the{' '}
            <Anchor component={Link} to={paths.developers}>
              getting-started guide
            </Anchor>
            .
          </Text>
        </Stack>
        {isLoading && <Text size="sm">Fetching data please wait ....</Text>}
        {isError && (
          <Alert color="red" variant="light" title="The reference could not be loaded">
            Reload the page, or read the document itself at /api/v1/openapi.json.
          </Alert>
        )}
        {doc && (
          <Group align="flex-start" gap="xl" wrap="nowrap">
            <Box
              visibleFrom="md"
              w={240}
              style={{ position: 'sticky', top: 16, flexShrink: 0, maxHeight: '100vh', overflowY: 'auto' }}
            >
              <Contents groups={groups} />
            </Box>
            <Stack gap="xl" style={{ minWidth: 0, flex: 1 }}>
              <Basics doc={doc} />
              {groups.map((g) => (
                <Stack
                  key={g.tag}
                  gap="md"
                  component="section"
                  aria-labelledby={anchorOfTag(g.tag)}
                  style={{ scrollMarginTop: 80 }}
                >
                  <Title order={2} id={anchorOfTag(g.tag)}>
                    {g.tag}
                  </Title>
                  {g.description && <Text size="sm">{g.description}</Text>}
                  {g.operations.map((op) => (
                    <OperationSection key={op.id} doc={doc} op={op} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
