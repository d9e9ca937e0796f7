import { Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
