import { Anchor, Code, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

const origin = typeof window === 'undefined' ? 'https://app.staffmargin.com' : window.location.origin;

const steps: { title: string; text: string; code: string }[] = [
  {
    title: '1. Create a key',
    text: 'In Settings › API keys (Owners and Admins), create a key and copy it: it is shown once. Keep it on your server.',
    code: `export SM_KEY=sm_live_0123456789ab_…\ncurl -s ${origin}/api/v1/states -H "Authorization: Bearer $SM_KEY"`,
  },
  {
    title: '2. Price a calculation',
    text: 'Send the persons in plain names; the answer carries the figures, priced exactly as the calculator saves them. Idempotency-Key makes a retry safe.',
    code: `curl -s -X POST ${origin}/api/v1/calculations \\
  -H "Authorization: Bearer $SM_KEY" -H "Content-Type: application/json" \\
  -H "Idempotency-Key: req-7f3a" \\
  -d '{"name":"Dallas forklift crew","persons":[{
    "job_name":"Forklift driver","employees":2,
    "pay":{"compensation_type":"hourly","pay_rate":"20"},
    "bill":{"compensation_type":"bill_rate","bill_rate":"30","overtime":"1.5"},
    "assignment":{"have_start_end_date":"no","schedule":"full-time","estimated_length":"13","estimated_period":"week"},
    "locations":[{"state_id":44,"city_id":1203,
      "workers_comp":{"nick_name":"Warehouse","code":"8292","industry":"Light Industrial","rate":"1"}}]}]}'`,
  },
  {
    title: '3. Turn it into a quote and send it',
    text: 'A quote is made from an Approved calculation (send it for approval with POST /calculations/{id}/submit when your organisation reviews them). Sending e-mails the client their signing link.',
    code: `curl -s -X POST ${origin}/api/v1/quotes -H "Authorization: Bearer $SM_KEY" \\
  -H "Content-Type: application/json" -H "Idempotency-Key: quote-q1001" \\
  -d '{"calculation_id":123,"client_name":"Acme Logistics","quote_number":"Q-1001",
       "state_id":44,"persons":[{"index":0,"count":2}]}'

curl -s -X POST ${origin}/api/v1/quotes/456/send -H "Authorization: Bearer $SM_KEY" \\
  -H "Content-Type: application/json" -d '{"email":"buyer@acme.example"}'`,
  },
  {
    title: '4. Learn when the client signs',
    text: 'In Settings › Webhooks (Owners and Admins), subscribe an endpoint to the quote.signed event, or read the quote: its signature evidence appears once signed.',
    code: `curl -s ${origin}/api/v1/quotes/456 -H "Authorization: Bearer $SM_KEY"`,
  },
];

const conventions: [string, string][] = [
  [
    'Authentication',
    'Authorization: Bearer <key>. Read keys only read; read and write keys (Enterprise) also write.',
  ],
  ['Money', 'Strings of dollars with two decimals: "1234.50".'],
  ['Dates', 'ISO 8601: 2026-03-31 and 2026-03-31T14:05:00.000Z.'],
  [
    'Errors',
    '{ "error": { "code": "validation", "message": "…", "fields": { "persons.0.pay.pay_rate": ["…"] } } }',
  ],
  ['Pages', 'Lists answer next_cursor; pass it back as ?cursor=. New rows never shift a page.'],
  [
    'Idempotency',
    'Idempotency-Key on a POST: a repeat within 24 h gets the first answer; another body, 422.',
  ],
  ['Rate limits', 'Per key and minute: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset; 429 past it.'],
];

/** /developers: the public getting-started guide of the open API (docs/product/api.md#open-api-v1). */
export function DevelopersPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>StaffMargin API</Title>
        <Text>
          Connect your ATS and back office: price calculations, make and send quotes, and read teams and
          dashboard figures with the same rules as the app. Every operation, field and error code is in the{' '}
          <Anchor component={Link} to={paths.developersReference}>
            API reference
          </Anchor>
          , rendered from the OpenAPI document at{' '}
          <Anchor href="/api/v1/openapi.json">/api/v1/openapi.json</Anchor>. Keys are made in{' '}
          <Anchor component={Link} to={paths.apiKeys}>
            Settings › API keys
          </Anchor>
          .
        </Text>
        <Title order={2}>Conventions</Title>
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {conventions.map(([name, text]) => (
                <Table.Tr key={name}>
                  <Table.Th w={140}>{name}</Table.Th>
                  <Table.Td>{text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Title order={2}>Getting started</Title>
        {steps.map((s) => (
          <Stack key={s.title} gap="xs">
            <Title order={3} fz="lg">
              {s.title}
            </Title>
            <Text size="sm">{s.text}</Text>
            <Code block style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
              {s.code}
            </Code>
          </Stack>
        ))}
        <Title order={2}>Endpoints</Title>
        <Text size="sm">
          Their parameters, bodies and answers are in the{' '}
          <Anchor component={Link} to={paths.developersReference}>
            API reference
          </Anchor>
          .
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            POST /api/v1/calculations · GET /api/v1/calculations · GET /api/v1/calculations/{'{id}'}
          </List.Item>
          <List.Item>POST /api/v1/calculations/{'{id}'}/submit</List.Item>
          <List.Item>
            POST /api/v1/quotes · GET /api/v1/quotes · GET /api/v1/quotes/{'{id}'} · POST /api/v1/quotes/
            {'{id}'}/send
          </List.Item>
          <List.Item>GET /api/v1/teams · GET /api/v1/members · GET /api/v1/dashboard</List.Item>
          <List.Item>GET /api/v1/states · GET /api/v1/cities?state_id=</List.Item>
        </List>
      </Stack>
    </Container>
  );
}
