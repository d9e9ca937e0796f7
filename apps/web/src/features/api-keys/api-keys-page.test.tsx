import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { onPhoneScreen } from '../../testing/screen-width';
import { server } from '../../testing/server';
import { ApiKeysPage } from './api-keys-page';

const noKeysYet = () =>
  server.use(http.get('*/api/api_keys', () => HttpResponse.json({ data: [], write_allowed: true })));

// docs/product/api-keys.md: an organisation without a key sees the empty list where its keys would be.
describe('the API keys page without a key', () => {
  it('says so inside the table, under its headers', async () => {
    noKeysYet();
    renderPage(<ApiKeysPage />, { route: '/settings/api-keys', path: '/settings/api-keys' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('No keys yet.')).toBeInTheDocument();
  });

  it('on a phone, says so in a card where the key cards go', async () => {
    onPhoneScreen();
    noKeysYet();
    renderPage(<ApiKeysPage />, { route: '/settings/api-keys', path: '/settings/api-keys' });
    const empty = await screen.findByText('No keys yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(empty.closest('.mantine-Paper-root')).not.toBeNull();
  });
});
