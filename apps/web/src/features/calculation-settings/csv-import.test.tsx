import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { settingsReply } from '../../testing/api-fixtures';
import { server } from '../../testing/server';
import { openSettingsTab } from './testing/settings-page';

async function importCsv(user: ReturnType<typeof openSettingsTab>['user'], button: string, csv: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([csv], 'codes.csv', { type: 'text/csv' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: async () => csv });
  await user.upload(input, file);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('Calculation settings, CSV imports', () => {
  it('lists every problem of a file at once, before anything is sent', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/organization_settings/import_wc', () => {
        calls += 1;
        return HttpResponse.json({ status: 'success', message: '', ...settingsReply() });
      }),
    );
    const { user } = openSettingsTab('workercomcodes');
    const dialog = await importCsv(
      user,
      'Upload WC Codes via CSV',
      'State,Nickname,Industry,WC Code,WC Rate (%)\nAtlantis,Office,Clerical,8810,1\nTexas,,Mining,88A0,150\n',
    );
    const problems = await within(dialog).findByRole('alert', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Atlantis is not valid in the 2 row / State column',
      '(empty) is not valid in the 3 row / Nickname column',
      'Mining is not valid in the 3 row / Industry column',
      '88A0 is not valid in the 3 row / WC Code column',
      '150 is not valid in the 3 row / WC Rate (%) column',
    ]);
    expect(calls).toBe(0);
    expect(screen.queryByRole('status', { name: 'Import summary' })).not.toBeInTheDocument();
  });

  it.each([
    ['on the empty tab', []],
    ['above the states table', undefined],
  ])('offers the SUTA upload %s', async (_where, locations) => {
    const reply = settingsReply();
    if (locations) reply.data.organization_settings = locations;
    server.use(http.post('*/api/organization_settings', () => HttpResponse.json(reply)));
    const { user } = openSettingsTab('srates');
    await user.click(await screen.findByRole('button', { name: 'Upload SUTA Rates via CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Upload SUTA Rates via CSV' })).toBeInTheDocument();
  });
});
