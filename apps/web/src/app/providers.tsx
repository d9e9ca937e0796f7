import { MantineProvider } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { ConnectionBanner } from '../components/connection-banner';
import { toastContainer } from '../lib/notify';
import { theme } from './theme';

// The toasts' container (transitions, portal) loads with the first toast (lib/notify.ts), not with every page.
const loadNotifications = () =>
  lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * A container whose code could not load (offline before it was preloaded) shows no toasts, never a blank app:
 * it is asked for again once the browser is back online.
 */
class ToastsUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate() {
    if (this.state.failed) window.addEventListener('online', this.retry, { once: true });
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  retry = () => {
    Notifications = loadNotifications();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

let Notifications = loadNotifications();

function LazyNotifications() {
  const wanted = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted);
  if (!wanted) return null;
  return (
    <ToastsUnavailable>
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={10_000} zIndex={1000} />
      </Suspense>
    </ToastsUnavailable>
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
