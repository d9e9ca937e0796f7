import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme';
import { locationChanged, setNavigator } from '../lib/navigation';

/** Where a navigation away from the page under test landed, e.g. 'Page /calculations/42'. */
function OtherPage() {
  const { pathname } = useLocation();
  return <p>Page {pathname}</p>;
}

/**
 * Renders a page as the app does (providers.tsx: the Mantine theme, notifications, TanStack Query) inside a
 * memory data router at `route`. Differences that keep tests fast and deterministic: Mantine's test env (no
 * transitions, no portals) and no query retries. Any other path renders "Page <path>".
 */
export function renderPage(
  ui: ReactNode,
  { route = '/', path = '/' }: { route?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No pause between keystrokes and no hover moves before a click: typing and pointer events cost the most here.
  const user = userEvent.setup({ delay: null, skipHover: true });
  // A data router, as the app's (useBlocker needs one).
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [route] },
  );
  // Links that work without React Router (components/page-link.tsx) navigate this router, as the app's do.
  setNavigator((to, options) => void router.navigate(to, options));
  router.subscribe(locationChanged);
  const view = render(
    <MantineProvider theme={theme} defaultColorScheme="light" env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, queryClient, router };
}
