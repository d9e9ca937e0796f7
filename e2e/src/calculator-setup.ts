import { type WirePersonOptions, wirePerson } from '@app/contracts/calculation/wire-fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { postFromPage, type RunningServer } from './harness';
import type { SavedInputs } from './reference-figures';

/**
 * A member past their first visit: the walkthroughs the product opens on a first sign-in
 * (apps/web/src/lib/first-visit.ts) count as seen, so a journey about the figures opens no tour whatever the
 * member's sign-in count. A flag a test sets itself is kept.
 */
export async function walkthroughsSeen(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    for (const flag of ['calculationDemo', 'calculationDetailDemo', 'quotationDemo', 'quoteDemo'])
      if (localStorage.getItem(flag) === null) localStorage.setItem(flag, 'false');
  });
}

/** A saved calculation as the API answers it. */
export interface SavedCalculation extends SavedInputs {
  name: string;
  version: number;
  total_assignment_calculation: Record<string, number>;
}

/** The saved calculation `id`, read through the API from `page` (on the organisation's host). */
export const loadCalculation = async (page: Page, id: number) =>
  (
    await postFromPage<{ data: { calculation: SavedCalculation } }>(page, '/organization_team/calculation', {
      id,
    })
  ).data.calculation;

/**
 * Saves through the API (not the wizard) a calculation of one forklift operator in Dallas, Texas: $22 an hour
 * billed at $34, full-time for 13 weeks (or between `dates`), WC 1%. For journeys about a saved calculation
 * rather than its making.
 */
export async function saveDallasCalculation(
  page: Page,
  server: RunningServer,
  name: string,
  dates?: WirePersonOptions['dates'],
): Promise<number> {
  // Any page of the organisation's host lets the page call its API; a JSON answer loads no app.
  await page.goto(server.orgUrl('demo', '/api/states'));
  const { tx, dallas } = await page.evaluate(async () => {
    const json = async (url: string) => (await fetch(url)).json();
    const state = (await json('/api/states')).data.find((s: { code: string }) => s.code === 'TX');
    const city = (await json(`/api/cities?state_id=${state.id}`)).data.find(
      (c: { name: string }) => c.name === 'Dallas',
    );
    return { tx: String(state.id), dallas: String(city.id) };
  });
  const person = wirePerson({
    job: 'Forklift operator',
    pay: '22',
    bill: '34',
    sites: [[tx, dallas]],
    dates,
    wc: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1' },
  });
  const saved = await postFromPage<{ data: { calculation: { id: number } } }>(
    page,
    '/organization_team/calculation/create',
    { name, person_list: [person] },
  );
  return saved.data.calculation.id;
}
