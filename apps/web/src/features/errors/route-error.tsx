import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A friendly error boundary per route: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Try again; if it keeps happening, contact support.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
