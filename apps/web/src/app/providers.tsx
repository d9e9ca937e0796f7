import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { ConnectionBanner } from '../components/connection-banner';
import { toastContainer } from '../lib/notify';
import { theme } from './theme';

// The toasts' container (transitions, portal) loads with the first toast (lib/notify.ts), not with every page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function LazyNotifications() {
  const wanted = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={10_000} zIndex={1000} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LazyNotifications />
      {children}
      <ConnectionBanner />
    </MantineProvider>
  );
}
