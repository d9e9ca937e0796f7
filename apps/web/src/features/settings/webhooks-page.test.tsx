import type { WebhookEndpoint } from '@app/contracts/webhooks/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { WebhooksPage } from './webhooks-page';

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['quote.signed'],
  enabled: true,
  disabled_reason: null,
  version: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The server after someone else saved version 2 (a new URL): version 1's edits answer 409. */
function changedByColleague() {
  let current = endpoint();
  const sent: { version: number }[] = [];
  server.use(
    http.get('*/api/webhooks', () => HttpResponse.json({ status: 'success', data: [current] })),
    http.patch('*/api/webhooks/7', async ({ request }) => {
      const body = (await request.json()) as { version: number; url?: string };
      sent.push(body);
      if (body.version !== 2) {
        current = endpoint({ url: 'https://erp.example.com/hooks', version: 2 });
        const message = 'Admin Lee changed this webhook endpoint. Reload to see their version.';
        return HttpResponse.json(
          {
            status: 'error',
            code: 'CONFLICT',
            message,
            errors: { version: [message] },
            conflict: { changed_by: 'Admin Lee', changed_at: '2026-11-27T00:40:00.000Z', version: 2 },
          },
          { status: 409 },
        );
      }
      current = endpoint({ ...current, ...body, version: 3 });
      return HttpResponse.json({ status: 'success', data: current });
    }),
  );
  return sent;
}

/** The Webhooks page with the CRM endpoint's Edit form open. */
async function openEditForm() {
  const { user } = renderPage(<WebhooksPage />);
  await screen.findByText('https://crm.example.com/hooks');
  await user.click(screen.getByRole('button', { name: 'Endpoint actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return { user, form: await screen.findByRole('dialog', { name: 'Edit endpoint' }) };
}

describe('Settings, Webhooks: an edit made from an older version', () => {
  it('the form sends the version it was opened at; a 409 names who saved, and Reload shows their version', async () => {
    const sent = changedByColleague();
    const { user, form } = await openEditForm();
    const url = within(form).getByLabelText(/Endpoint URL/);
    await user.clear(url);
    await user.type(url, 'https://mine.example.com/hooks');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const offer = await screen.findByRole('dialog', { name: 'This webhook endpoint was changed' });
    expect(offer).toHaveTextContent('Admin Lee saved a newer version');
    expect(sent).toEqual([expect.objectContaining({ version: 1, url: 'https://mine.example.com/hooks' })]);
    await user.click(within(offer).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('https://erp.example.com/hooks')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Keep my edits saves over the newer version on purpose', async () => {
    const sent = changedByColleague();
    const { user, form } = await openEditForm();
    await user.clear(within(form).getByLabelText(/Description/));
    await user.type(within(form).getByLabelText(/Description/), 'Mine');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const offer = await screen.findByRole('dialog', { name: 'This webhook endpoint was changed' });
    await user.click(within(offer).getByRole('button', { name: 'Keep my edits' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((b) => b.version)).toEqual([1, 2]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Enabled switch of a card read before a change is refused and the card reloads', async () => {
    const sent = changedByColleague();
    const { user } = renderPage(<WebhooksPage />);
    await screen.findByText('https://crm.example.com/hooks');
    await user.click(screen.getByRole('switch', { name: 'Disable endpoint' }));
    const offer = await screen.findByRole('dialog', { name: 'This webhook endpoint was changed' });
    expect(within(offer).queryByRole('button', { name: 'Keep my edits' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ enabled: false, version: 1 }]);
    await user.click(within(offer).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('https://erp.example.com/hooks')).toBeInTheDocument();
  });
});
