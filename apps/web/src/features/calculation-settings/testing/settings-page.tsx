import type { UserEvent } from '@testing-library/user-event';
import { renderPage } from '../../../testing/render';
import { CalculationSettingsPage } from '../calculation-settings-page';

/** The Calculation Settings page open on one tab (its `?tab=` key), as the app routes it. */
export const openSettingsTab = (tab: string) =>
  renderPage(<CalculationSettingsPage />, {
    route: `/settings/calculation-settings?tab=${tab}`,
    path: '/settings/calculation-settings',
  });

/** Replaces what a field holds with `text`, then presses the form's save: how a test makes the form check it. */
export async function retypeAndSave(user: UserEvent, field: HTMLElement, text: string, save: HTMLElement) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(save);
}
