import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
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

/** Answers each save POSTed to `url` with success (and `data` when given) and keeps the bodies sent, in order. */
export function recordSaves(url: string, data?: unknown) {
  const saves: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      saves.push(await request.json());
      return HttpResponse.json({ status: 'success', message: 'Saved', data });
    }),
  );
  return saves;
}
