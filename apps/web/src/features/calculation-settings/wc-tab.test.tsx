import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../../testing/api-fixtures';
import { openSettingsTab, recordSaves, retypeAndSave } from './testing/settings-page';

describe('Calculation settings, WC Codes tab', () => {
  it("edits a state's codes by row, names a bad rate under its field, and saves the rows", async () => {
    const saves = recordSaves('*/api/organization_settings/wc_settings');
    const { user } = openSettingsTab('workercomcodes');

    await user.click(await screen.findByRole('button', { name: 'WC Settings Texas' }));
    const dialog = await screen.findByRole('dialog', { name: 'WC Settings · Texas' });
    expect(within(dialog).getByRole('textbox', { name: 'Nickname 1' })).toHaveValue('Clerical');
    expect(within(dialog).getAllByLabelText('Industry 1')[0]).toHaveValue('Clerical');
    expect(within(dialog).getByRole('textbox', { name: 'Code 1' })).toHaveValue('8810');
    const rate = within(dialog).getByRole('textbox', { name: 'Rate 1' });
    expect(rate).toHaveValue('2%');

    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await retypeAndSave(user, rate, '150', ok);
    expect(rate).toHaveAccessibleDescription('Rate must be between 0 and 100');
    expect(saves).toHaveLength(0);

    await retypeAndSave(user, rate, '3.5', ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([
      {
        organization: ORG_ID,
        state: 48,
        wc_version: 1,
        wc_codes: [{ nick_name: 'Clerical', industry: 1, code: '8810', rate: 3.5 }],
      },
    ]);
  });
});
