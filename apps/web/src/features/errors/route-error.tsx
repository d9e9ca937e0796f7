import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NetworkError } from '../../lib/api-client';
import { NotFoundPage } from './not-found-page';

/** No answer reached the page: its data (NetworkError) or its code (a dynamic import the browser could not fetch). */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * A friendly error boundary per route: never a blank page. Inside the app it replaces only the page, not the
 * navigation. A page that could not load for want of a connection says so and opens by itself once the
 * browser is back online (docs/product/README.md#network-and-server-failures).
 */
export function RouteError() {
  const error = useRouteError();
  const network = isNetworkFailure(error);
  useEffect(() => {
    if (!network) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [network]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const offline = network && !navigator.onLine;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>
          {offline ? "You're offline" : network ? "Can't reach StaffMargin" : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {offline
            ? 'This page could not load. It opens by itself when you are back online.'
            : network
              ? 'This page could not load. Check your connection and try again.'
              : 'This page could not be shown. Try again; if it keeps happening, contact support.'}
        </Text>
        <Button onClick={() => window.location.reload()}>{network ? 'Try again' : 'Reload'}</Button>
      </Stack>
    </Center>
  );
}
