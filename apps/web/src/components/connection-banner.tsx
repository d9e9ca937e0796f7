import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * While the browser is offline, one line at the foot of every page says so and what happens next; the page
 * and what was typed into it stay, reads resume by themselves on reconnecting, and saves wait for the user
 * (docs/product/README.md#network-and-server-failures). Part of the first bundle: offline, nothing more loads.
 */
export function ConnectionBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Alert
      role="status"
      color="dark"
      variant="filled"
      radius={0}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1100 }}
    >
      You're offline: your changes are kept; retrying when you're back online.
    </Alert>
  );
}
