import { costBodySchema } from '@app/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CostItem } from '../../lib/org-settings/types';
import { ORG_ID, settingsReply, validationError } from '../../testing/api-fixtures';
import { server } from '../../testing/server';
import { openSettingsTab, retypeAndSave } from './testing/settings-page';

const standardCheck: CostItem = {
  id: 31,
  cost_type: 'background_check_cost',
  cost_list_id: null,
  name: 'Standard check',
  percent: 45,
  cost_option: 'flat',
  from: 1,
  industry_id: null,
  frequency: 'once',
  version: 1,
};
const liability: CostItem = {
  id: 32,
  cost_type: 'liability_insurance',
  cost_list_id: null,
  name: 'General liability',
  percent: 1.5,
  cost_option: 'percentage',
  from: 2,
  industry_id: 2,
  frequency: 'once',
  version: 1,
};

/**
 * The organisation's cost items behind POST /organization_settings and /update_cost, with the API's rules:
 * the body must pass the contracts schema, and a name is unique within its cost type.
 */
function fakeCostsApi(initial: CostItem[]) {
  const costs = [...initial];
  const saves: unknown[] = [];
  server.use(
    http.post('*/api/organization_settings', () => HttpResponse.json(settingsReply(costs))),
    http.post('*/api/organization_settings/update_cost', async ({ request }) => {
      const body = await request.json();
      saves.push(body);
      const parsed = costBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json(validationError({ data: ['Invalid'] }), { status: 400 });
      const d = parsed.data.data;
      if (costs.some((c) => c.cost_type === d.cost_type && c.name === d.cost_name)) {
        return HttpResponse.json(validationError({ cost_name: ['Cost name already exists'] }), {
          status: 400,
        });
      }
      const row: CostItem = {
        id: 100 + costs.length,
        cost_type: d.cost_type,
        cost_list_id: d.cost_list_id ?? null,
        name: d.cost_name,
        percent: d.percent,
        cost_option: d.cost_option,
        from: d.from,
        industry_id: d.industry ?? null,
        frequency: d.cost_option === 'flat' ? d.frequency : 'once',
        version: 1,
      };
      costs.push(row);
      return HttpResponse.json({ status: 'success', message: 'Cost added', data: row });
    }),
  );
  return { saves };
}

const openTab = () => openSettingsTab('othercost');

describe('Calculation settings, Other Costs tab', () => {
  it("lists the organisation's costs from the API under their sections", async () => {
    fakeCostsApi([standardCheck, liability]);
    openTab();

    const checks = await screen.findByRole('list', { name: 'Background Check Cost' });
    expect(within(checks).getByRole('listitem')).toHaveTextContent(
      'Standard check$45.00 once per assignment',
    );
    const insurance = screen.getByRole('list', { name: 'Liability Insurance' });
    expect(within(insurance).getByRole('listitem')).toHaveTextContent(
      'General liabilityConstruction1.50% of Total Wage',
    );
    expect(screen.getByRole('tab', { name: 'Other Costs' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Update Not Successful' when the server fails and keeps the dialog open to try again", async () => {
    const api = fakeCostsApi([standardCheck]);
    let down = true;
    server.use(
      http.post('*/api/organization_settings/update_cost', () =>
        down ? HttpResponse.json({ status: 'error', message: 'Internal error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Background Check Cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Background Check Cost' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Extended check');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost ($)' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Update Not Successful')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Background Check Cost' })).toBeInTheDocument();

    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Cost added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saves).toHaveLength(1);
  });

  it('asks for a name, refuses a duplicate, and adds a new cost with the request the API expects', async () => {
    const api = fakeCostsApi([standardCheck]);
    const { user } = openTab();

    await user.click(await screen.findByRole('button', { name: 'Add Background Check Cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Background Check Cost' });
    const add = within(dialog).getByRole('button', { name: 'Add' });

    // Empty: the form's own checks answer, and nothing is sent.
    await user.click(add);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Cost name is required',
    );
    expect(within(dialog).getByText('Cost is required')).toBeInTheDocument();
    expect(api.saves).toHaveLength(0);

    // A name this section already has: the API's message shows under the name.
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Standard check');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost ($)' }), '50');
    await user.click(add);
    expect(await within(dialog).findByText('Cost name already exists')).toBeInTheDocument();
    expect(api.saves).toHaveLength(1);

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Extended check');
    await user.click(within(dialog).getByRole('radio', { name: 'Per week' }));
    await user.click(add);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saves[1]).toEqual({
      organization: ORG_ID,
      data: {
        cost_type: 'background_check_cost',
        cost_list_id: null,
        cost_name: 'Extended check',
        percent: 50,
        cost_option: 'flat',
        from: 1,
        industry: null,
        frequency: 'week',
      },
    });
    const checks = screen.getByRole('list', { name: 'Background Check Cost' });
    await waitFor(() => expect(within(checks).getAllByRole('listitem')).toHaveLength(2));
    expect(within(checks).getAllByRole('listitem')[1]).toHaveTextContent('Extended check$50.00 per week');
  });

  it('shows a cost with two decimals and refuses a negative one under the field, sending nothing', async () => {
    const api = fakeCostsApi([standardCheck]);
    const { user } = openTab();

    const checks = await screen.findByRole('list', { name: 'Background Check Cost' });
    await user.click(within(checks).getByRole('button', { name: 'Edit Standard check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Background Check Cost' });
    const cost = within(dialog).getByRole('textbox', { name: 'Cost ($)' });
    expect(cost).toHaveValue('$45.00');

    // A negative amount is left as typed (not reset to 0) and the form's rule names it.
    await retypeAndSave(user, cost, '-5', within(dialog).getByRole('button', { name: 'Update' }));
    expect(cost).toHaveValue('-$5.00');
    expect(cost).toHaveAccessibleDescription('Cost must be at least 0');
    expect(api.saves).toHaveLength(0);
  });
});
