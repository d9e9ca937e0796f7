import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HealthPackage } from '../../lib/org-settings/types';
import { settingsReply } from '../../testing/api-fixtures';
import { server } from '../../testing/server';
import { openSettingsTab, recordSaves, retypeAndSave } from './testing/settings-page';

const silver: HealthPackage = {
  id: 7,
  package_name: 'Silver PPO',
  employee_only: 450,
  employee_spouse: 900.5,
  employee_dependent: 800,
  family: 1250,
  version: 1,
};

describe('Calculation settings, Healthcare Plans tab', () => {
  it('shows premiums with two decimals and refuses a negative one under the field, sending nothing', async () => {
    const reply = settingsReply();
    reply.data.packages = [silver];
    server.use(http.post('*/api/organization_settings', () => HttpResponse.json(reply)));
    const saves = recordSaves('*/api/organization_settings/package', silver);
    const { user } = openSettingsTab('hcareplans');

    await user.click(await screen.findByRole('button', { name: 'Edit Silver PPO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Healthcare Package' });
    expect(within(dialog).getByRole('textbox', { name: 'Employee + spouse' })).toHaveValue('$900.50');
    const employeeOnly = within(dialog).getByRole('textbox', { name: 'Employee only' });
    expect(employeeOnly).toHaveValue('$450.00');

    // A negative premium is left as typed (not reset to 0) and the form's rule names it.
    await retypeAndSave(
      user,
      employeeOnly,
      '-5',
      within(dialog).getByRole('button', { name: 'Update Package' }),
    );
    expect(employeeOnly).toHaveValue('-$5.00');
    expect(employeeOnly).toHaveAccessibleDescription(/Employee only must be at least 0/);
    expect(saves).toHaveLength(0);
  });
});
