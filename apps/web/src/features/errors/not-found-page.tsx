import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="brand.6" lh={1}>
          404
        </Text>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home} mt="sm">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
