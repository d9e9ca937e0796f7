import { listCalculationsQuerySchema } from '@app/contracts/calculations/list';
import type { CalculationRow } from '@app/contracts/calculations/responses';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { onPhoneScreen } from '../../testing/screen-width';
import { server } from '../../testing/server';
import { CalculationsPage } from './calculations-page';

const row = (over: Partial<CalculationRow>): CalculationRow => ({
  id: 1,
  name: 'Warehouse crew',
  status: 'Approved',
  revenue: 44800,
  gross_profit: 9000,
  gross_profit_percent: 20.09,
  person_count: 3,
  organization_team: null,
  user: { id: 9, first_name: 'Marcus', last_name: 'Lee', image: null },
  created_at: '2026-11-23T18:00:00.000Z',
  ...over,
});

/** GET /organization_team/calculations: one page of the rows, as the server sorts and pages them. */
function fakeListApi(all: CalculationRow[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post('*/api/organization/members', () => HttpResponse.json({ data: { organization_members: [] } })),
    http.post('*/api/organization_teams', () => HttpResponse.json({ data: { organization_teams: [] } })),
    http.get('*/api/organization_team/calculations', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const q = listCalculationsQuerySchema.parse(query);
      return HttpResponse.json({
        data: { calculation: all, total: all.length, page: q.page, per_page: q.per_page },
      });
    }),
  );
  return { queries };
}

describe('the calculations list', () => {
  it('shows each calculation, its title a link to it, and a click on a row opens it', async () => {
    const api = fakeListApi([row({}), row({ id: 2, name: 'Night shift', revenue: 1234567.8 })]);
    const { user } = renderPage(<CalculationsPage fixed={{ memberId: 9, teamId: 3 }} />, {
      route: '/calculations',
      path: '/calculations',
    });
    const night = await screen.findByRole('row', { name: /Night shift/ }, { timeout: 30_000 });
    expect(night).toHaveTextContent(/\$1,234,567\.80/);
    const box = night.closest<HTMLElement>('.mantine-TableScrollContainer-scrollContainer')!;
    expect(box.style.getPropertyValue('--table-max-height')).not.toBe('');
    expect(within(night).getByRole('link', { name: 'Night shift' })).toHaveAttribute(
      'href',
      '/calculations/2',
    );
    // The first page, fixed to the member page's member and team.
    expect(api.queries[0]).toMatchObject({ page: '1', member_id: '9', team_id: '3' });
    await user.click(within(night).getByText(/1,234,567/));
    expect(await screen.findByText('Page /calculations/2')).toBeInTheDocument();
  });

  it('on a phone, shows each row’s status, date, team and member under its title instead of off-screen', async () => {
    onPhoneScreen();
    fakeListApi([
      row({
        status: 'Sent to approval',
        organization_team: { id: 3, name: 'Industrial Staffing', image: null },
      }),
    ]);
    renderPage(<CalculationsPage />, { route: '/calculations', path: '/calculations' });
    const crew = await screen.findByRole('row', { name: /Warehouse crew/ }, { timeout: 30_000 });
    const [title, revenue, actions] = within(crew).getAllByRole('cell');
    expect(within(crew).getAllByRole('cell')).toHaveLength(3);
    expect(title).toHaveTextContent('Sent to approval');
    expect(title).toHaveTextContent('11/23/2026');
    expect(title).toHaveTextContent('Industrial Staffing · Marcus Lee');
    expect(revenue).toHaveTextContent('$44,800.00');
    expect(within(actions!).getByRole('button', { name: 'Delete Warehouse crew' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Revenue', '']);
    // The page scrolls the rows, not a box of its own inside the page.
    const box = crew.closest<HTMLElement>('.mantine-TableScrollContainer-scrollContainer')!;
    expect(box.style.getPropertyValue('--table-max-height')).toBe('');
  });
});
