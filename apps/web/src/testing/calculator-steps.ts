import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * In the open 'Add Persons' dialog, the job both calculator tests price: a forklift operator in Austin, Texas,
 * with the Clerical WC code of the test settings (api-fixtures.ts); then Add.
 */
export async function addForkliftOperator(user: UserEvent, modal: HTMLElement) {
  await user.type(within(modal).getByRole('textbox', { name: 'Job name' }), 'Forklift operator');
  await user.click(within(modal).getByRole('combobox', { name: 'State 1' }));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.click(within(modal).getByRole('combobox', { name: 'City 1' }));
  await user.click(await screen.findByRole('option', { name: 'Austin' }));
  await user.click(within(modal).getByRole('combobox', { name: 'Workers Compensation 1' }));
  await user.click(await screen.findByRole('option', { name: 'Clerical · 8810 · 2.00%' }));
  await user.click(within(modal).getByRole('button', { name: 'Add' }));
}
