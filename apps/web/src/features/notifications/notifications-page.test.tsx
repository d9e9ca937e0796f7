import type { AppNotification } from '@app/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { onPhoneScreen } from '../../testing/screen-width';
import { server } from '../../testing/server';
import { NotificationsPage } from './notifications-page';

const declined: AppNotification = {
  id: 31,
  message: 'Manager Mia declined Warehouse pickers',
  link: '/calculations/12',
  notification_type: 'calculation_status',
  read: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const signed: AppNotification = {
  id: 30,
  message: 'Acme Logistics signed quote Q-1042',
  link: '/quote/8',
  notification_type: 'quotation_status',
  read: true,
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

/** The notifications API over a list the test owns: marking read changes what the next read answers. */
function fakeNotificationsApi(list: AppNotification[]) {
  const marked: string[] = [];
  server.use(
    http.get('*/api/notifications', () =>
      HttpResponse.json({
        data: { notification: list, total: list.length, unread: list.filter((n) => !n.read).length },
      }),
    ),
    http.post('*/api/notification/read/:id', ({ params }) => {
      marked.push(String(params.id));
      const n = list.find((item) => item.id === Number(params.id))!;
      n.read = true;
      return HttpResponse.json({ data: { notification: n } });
    }),
    http.post('*/api/notification/read_all', () => {
      marked.push('all');
      for (const n of list) n.read = true;
      return HttpResponse.json({ status: 'success' });
    }),
  );
  return { marked };
}

// docs/product/notifications.md: the full list, newest first, unread ones marked, View opens the link.
describe('the notifications page', () => {
  it('lists each message with how long ago it came, the unread one marked', async () => {
    fakeNotificationsApi([{ ...declined }, { ...signed }]);
    renderPage(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    const unreadRow = (await screen.findByText(declined.message)).closest('tr')!;
    expect(within(unreadRow).getByRole('img', { name: 'unread' })).toBeInTheDocument();
    expect(within(unreadRow).getByText('5 minutes ago')).toBeInTheDocument();
    const readRow = screen.getByText(signed.message).closest('tr')!;
    expect(within(readRow).queryByRole('img', { name: 'unread' })).not.toBeInTheDocument();
    expect(within(readRow).getByText('3 days ago')).toBeInTheDocument();
  });

  it('marks a message read when it is viewed, and opens what it is about', async () => {
    const api = fakeNotificationsApi([{ ...declined }, { ...signed }]);
    const { user } = renderPage(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    const row = (await screen.findByText(declined.message)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Page /calculations/12')).toBeInTheDocument();
    expect(api.marked).toEqual(['31']);
  });

  it('marks every message read at once, then offers nothing more to mark', async () => {
    const api = fakeNotificationsApi([{ ...declined }, { ...signed }]);
    const { user } = renderPage(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    await screen.findByText(declined.message);
    const markAll = screen.getByRole('button', { name: 'Mark all as Read' });
    expect(markAll).toBeEnabled();
    await user.click(markAll);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(screen.queryByRole('img', { name: 'unread' })).not.toBeInTheDocument();
    expect(api.marked).toEqual(['all']);
  });

  it('says there is nothing to show when there are no notifications', async () => {
    fakeNotificationsApi([]);
    renderPage(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as Read' })).toBeDisabled();
  });

  it('on a phone, puts the date under its message so the row needs no sideways scroll', async () => {
    onPhoneScreen();
    fakeNotificationsApi([{ ...declined }]);
    renderPage(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    const row = (await screen.findByText(declined.message)).closest('tr')!;
    // Two columns, the message (with its date) and View: nothing left off the right edge of a 390 px screen.
    await waitFor(() => expect(within(row).getAllByRole('cell')).toHaveLength(2));
    const [message, view] = within(row).getAllByRole('cell');
    expect(within(message!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(view!).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Date' })).not.toBeInTheDocument();
    expect(row.closest('.mantine-TableScrollContainer-scrollContainer')).toBeNull();
  });
});
