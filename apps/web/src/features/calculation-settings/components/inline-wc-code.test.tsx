import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../lib/org-settings/types';
import { ORG_ID, validationError } from '../../../testing/api-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { InlineWcCode } from './inline-wc-code';

const california: Location = {
  id: 12,
  state_id: 6,
  state: 'California',
  state_code: 'CA',
  suta_rate: 3.4,
  wage_cap: 7000,
  wage_cap_year: 2025,
  wage_caps: [{ year: 2025, wage_base: 7000 }],
  wc_settings: [],
  version: 1,
  wc_version: 1,
};

describe('InlineWcCode', () => {
  it("names each missing field, clears a field's message as it is typed in, and shows the API's field message", async () => {
    const saves: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('*/api/organization_settings/wc_settings', async ({ request }) => {
        saves.push(await request.json());
        return refuse
          ? HttpResponse.json(validationError({ 'wc_codes.0.code': ['Code is not a known class code'] }), {
              status: 400,
            })
          : HttpResponse.json({ status: 'success', message: 'Saved' });
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderPage(<InlineWcCode location={california} onSaved={onSaved} />);

    const save = screen.getByRole('button', { name: 'Save code' });
    await user.click(save);
    const nick = screen.getByRole('textbox', { name: 'Nickname' });
    expect(nick).toHaveAccessibleDescription('Nickname is required');
    expect(screen.getByRole('textbox', { name: 'WC code' })).toHaveAccessibleDescription('Code is required');
    expect(screen.getByRole('textbox', { name: 'WC rate (%)' })).toHaveAccessibleDescription(
      'Rate is required',
    );
    expect(saves).toHaveLength(0);

    await user.type(nick, 'Office');
    expect(nick).not.toHaveAccessibleDescription();
    await user.click(screen.getAllByLabelText('Industry')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Clerical' }));
    await user.type(screen.getByRole('textbox', { name: 'WC code' }), '8810');
    // Enter in a field saves the code (not the form around it).
    await user.type(screen.getByRole('textbox', { name: 'WC rate (%)' }), '0.35{Enter}');

    expect(await screen.findByText('Code is not a known class code')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        organization: ORG_ID,
        state: 6,
        wc_version: 1,
        wc_codes: [{ nick_name: 'Office', industry: 1, code: '8810', rate: 0.35 }],
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();

    refuse = false;
    await user.click(save);
    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ nick_name: 'Office', industry: 1, code: '8810', rate: 0.35 }),
    );
  });
});
