import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapReply, userReply } from '../../testing/api-fixtures';
import { server } from '../../testing/server';
import { theme } from '../theme';
import { AppLayout } from './app-layout';

function renderSignedIn() {
  const { data, expire } = userReply();
  server.use(
    http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, expire))),
    http.get('*/api/notifications', () => HttpResponse.json({ data: { notification: [], unread: 0 } })),
  );
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard/team/:id', element: <p>Team page</p> },
          { path: '/dashboard/team/:id/members/:member_id', element: <p>Member page</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard/team/1'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} defaultColorScheme="light" env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// A row clicked far down a list (the team's members, the calculations) opens its page at the top, not at the
// list's scroll offset, where a phone showed the middle of the member page with its name and tabs above.
describe('the scroll position of the signed-in pages', () => {
  it('opens a new page at its top, and keeps the place when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // Scrolled down to the members table.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(380);
    const router = renderSignedIn();
    await screen.findByText('Team page');
    scrollTo.mockClear();
    await act(() => router.navigate('/dashboard/team/1?page=2'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/dashboard/team/1/members/3'));
    await screen.findByText('Member page');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
