import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { texasSnapshot } from '../../features/calculator/model/fixtures';
import type { CostItem } from '../../lib/org-settings/types';
import { settingsReply } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CalculatorRoute } from './calculator-route';

const drugScreen: CostItem = {
  id: 41,
  cost_type: 'drug_screen_cost',
  cost_list_id: null,
  name: '10-panel test',
  percent: 55,
  cost_option: 'flat',
  from: 1,
  industry_id: null,
  frequency: 'once',
  version: 1,
};

/** A saved calculation of one finished person, the organisation's one drug-screen cost, and the rates. */
function savedCalculation() {
  server.use(
    http.post('*/api/organization_settings', () => HttpResponse.json(settingsReply([drugScreen]))),
    http.post('*/api/organization_team/calculation/rates', () =>
      HttpResponse.json({ data: texasSnapshot() }),
    ),
    http.post('*/api/organization_team/calculation', () =>
      HttpResponse.json({
        data: {
          calculation: {
            id: 5,
            version: 1,
            name: 'Acme Q3',
            status: 'Approved',
            person_list: [wirePerson()],
          },
        },
      }),
    ),
  );
}

const results = () => screen.getByRole('region', { name: 'Live results' });
const revenue = () => within(results()).findByRole('button', { name: /^Revenue \$[\d,]+\.\d\d$/ });

afterEach(() => localStorage.clear());

describe('Calculator, an Other Costs section switched on with nothing ticked', () => {
  it('keeps the live results and names the section that needs a choice', async () => {
    savedCalculation();
    const { user } = renderPage(<CalculatorRoute />, {
      route: '/calculations/edit/5',
      path: '/calculations/edit/:id',
    });
    await screen.findByRole('heading', { name: 'Edit calculation' });
    const before = (await revenue()).getAttribute('aria-label');

    await user.click(screen.getByRole('tab', { name: 'Other Costs' }));
    await user.click(screen.getByRole('switch', { name: 'Drug Screen Cost' }));

    // The figures stay, unchanged (nothing ticked adds nothing), and the card says which section waits.
    expect((await revenue()).getAttribute('aria-label')).toBe(before);
    const needed = within(results()).getByRole('generic', { name: 'Still needed' });
    expect(needed).toHaveTextContent(
      'Other Costs, Drug Screen Cost: No option Selected. Tick a cost or switch Drug Screen Cost off.',
    );

    // Switched off again: nothing is still needed.
    await user.click(screen.getByRole('switch', { name: 'Drug Screen Cost' }));
    expect(within(results()).queryByRole('generic', { name: 'Still needed' })).not.toBeInTheDocument();
    expect((await revenue()).getAttribute('aria-label')).toBe(before);
  });
});
