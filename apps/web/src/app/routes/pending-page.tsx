import { Paper, Stack, Text, Title } from '@mantine/core';

/** Frame for an area whose feature has not landed yet: says so plainly instead of pretending. */
export function PendingPage({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{description}</Text>
      </Paper>
    </Stack>
  );
}
