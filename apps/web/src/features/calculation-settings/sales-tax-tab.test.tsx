import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SalesTaxRow } from '../../lib/org-settings/types';
import { ORG_ID } from '../../testing/api-fixtures';
import { server } from '../../testing/server';
import { openSettingsTab, recordSaves, retypeAndSave } from './testing/settings-page';

const texas: SalesTaxRow = {
  id: 5,
  state_id: 48,
  state: 'Texas',
  city_id: null,
  city: null,
  tax: 6.25,
  tax_type: 'total_invoice',
  tax_status: false,
  version: 3,
};

describe('Calculation settings, Sales Tax tab', () => {
  it("edits a row's tax, naming a rate out of range under the field before anything is sent", async () => {
    server.use(
      http.get('*/api/organization_settings/sales_tax', () =>
        HttpResponse.json({ data: [texas], total: 1, page: 1, per_page: 5 }),
      ),
    );
    const saves = recordSaves('*/api/organization_settings/sales_tax', texas);
    const { user } = openSettingsTab('stax');

    await user.click(await screen.findByRole('button', { name: 'Edit Tax Texas state-wide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tax' });
    const tax = within(dialog).getByRole('textbox', { name: 'Tax' });
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await retypeAndSave(user, tax, '150', update);
    expect(tax).toHaveAccessibleDescription('Tax must be between 0 and 100');
    expect(saves).toHaveLength(0);

    await retypeAndSave(user, tax, '7.5', update);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([
      { organization: ORG_ID, id: 5, version: 3, state: 48, tax: 7.5, tax_type: 'total_invoice' },
    ]);
  });

  it('asks for a state before a city, in the words the calculator and company forms use', async () => {
    server.use(
      http.get('*/api/organization_settings/sales_tax', () =>
        HttpResponse.json({ data: [texas], total: 1, page: 1, per_page: 5 }),
      ),
    );
    openSettingsTab('stax');
    const city = await screen.findByPlaceholderText('Choose a state first');
    expect(city).toHaveAccessibleName('City');
    expect(city).toBeDisabled();
  });
});
