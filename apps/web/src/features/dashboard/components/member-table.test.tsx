import type { MemberRow } from '@app/contracts/dashboard/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { onPhoneScreen } from '../../../testing/screen-width';
import { MemberTable } from './member-table';

const rita: MemberRow = {
  info: { id: 3, first_name: 'Rita', last_name: 'Alvarez', email: 'recruiter@staffmargin.app', image: null },
  name: 'Rita Alvarez',
  email: 'recruiter@staffmargin.app',
  calcs: 3,
  invoices: 6,
  revenue: 328687.2,
  grossprofit: 74930.58,
  performance: 100,
};

const table = () =>
  renderPage(
    <MemberTable
      teamId={1}
      rows={[rita]}
      total={1}
      page={1}
      perPage={5}
      pending={false}
      fetching={false}
      onPage={() => {}}
      onPerPage={() => {}}
    />,
  );

// docs/product/teams-and-members.md#team-page-dashboardteamid: Name, Calcs, Quotes, Revenue, Member performance.
describe("a team page's members table", () => {
  it('has a column for each figure on a wide screen', async () => {
    table();
    const row = await screen.findByRole('row', { name: /Rita Alvarez/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Calcs',
      'Quotes',
      'Revenue',
      'Member performance',
    ]);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('$328,687.20');
  });

  it('on a phone, keeps Revenue in view and puts the counts and the bar under the name', async () => {
    onPhoneScreen();
    table();
    const row = await screen.findByRole('row', { name: /Rita Alvarez/ });
    await screen.findByText('3 calcs · 6 quotes');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Revenue']);
    const [name, revenue] = within(row).getAllByRole('cell');
    expect(within(name!).getByRole('progressbar', { name: 'Rita Alvarez performance' })).toBeInTheDocument();
    expect(name).toHaveTextContent('100%');
    expect(revenue).toHaveTextContent('$328,687.20');
  });
});
