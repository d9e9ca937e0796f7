import { Grid, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

/** The page's frame while the calculation loads: 'Loading', never a blank page. */
export function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed" mb="xs">
          Loading
        </Text>
        <Skeleton h={28} w="40%" mb="sm" />
        <Skeleton h={32} w="70%" />
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="sm" mb="md">
            {[1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h={88} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={360} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
