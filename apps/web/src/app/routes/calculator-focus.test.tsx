import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { texasSnapshot } from '../../features/calculator/model/fixtures';
import { addForkliftOperator } from '../../testing/calculator-steps';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CalculatorRoute } from './calculator-route';

/**
 * Keyboard focus through the calculator wizard (docs/product/calculator.md#keyboard): Continue and Back move it to
 * the start of what they open, and a closed dialog gives it back to the control that opened it. Before, it fell
 * to the page body each time and a keyboard user pressed Tab 17 to 22 times to get back to the form.
 */
describe('Calculator wizard focus', () => {
  it('moves focus to each new step, and back to the opener when a dialog closes', async () => {
    server.use(
      http.post('*/api/organization_team/calculation/rates', () =>
        HttpResponse.json({ data: texasSnapshot() }),
      ),
    );
    const { user } = renderPage(<CalculatorRoute />, { route: '/calculator', path: '/calculator' });

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme Q3{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Persons' })).toHaveFocus());

    // Add Persons, then Cancel: focus is back on Add Person.
    const addPerson = screen.getByRole('button', { name: 'Add Person' });
    await user.click(addPerson);
    let modal = await screen.findByRole('dialog', { name: 'Add Persons' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(addPerson).toHaveFocus());

    await user.click(addPerson);
    modal = await screen.findByRole('dialog', { name: 'Add Persons' });
    await addForkliftOperator(user, modal);
    await waitFor(() => expect(addPerson).toHaveFocus());

    // Delete, then No: focus is back on Delete.
    const remove = screen.getByRole('button', { name: 'Delete Forklift operator 1' });
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByText('No'));
    await waitFor(() => expect(remove).toHaveFocus());

    // Continue to the job details: the Pay tab's first field (the checked compensation type).
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hourly' })).toHaveFocus());

    // Continue with the pay rate missing: focus goes to the field that needs it.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const payRate = screen.getByRole('textbox', { name: 'Pay rate (per hour)' });
    await waitFor(() => expect(payRate).toHaveFocus());
    await user.type(payRate, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="tabpanel"]')).toHaveAccessibleName('Bill'),
    );
    expect(document.activeElement).not.toBe(document.body);

    // Back returns to Pay, focus with it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hourly' })).toHaveFocus());
  });
});
