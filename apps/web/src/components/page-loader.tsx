import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The spinner's timeout (docs/product/README.md#constants-used-across-areas: 4 seconds). */
const SPINNER_TIMEOUT_MS = 4000;

/**
 * A page or panel still loading. The spinner spins for at most 4 seconds; after that it gives way to words that
 * say the wait is unusual and what to do, so a slow or stuck load never looks like a page that works.
 */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SPINNER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        {!slow && <Loader aria-hidden />}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {slow && (
          <>
            <Text size="sm" ta="center" maw={360}>
              This is taking longer than usual. Check your connection, or reload the page.
            </Text>
            <Button variant="light" size="xs" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
