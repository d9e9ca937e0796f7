import type { SummedFigures } from '@app/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import type { DetailSelection } from '../hooks/use-detail-selection';
import demo from '../utils/fixtures/demo-calculations.json';
import { DetailBody } from './detail-body';

const figures = (demo as unknown as { summary: SummedFigures }[])[0]!.summary;
const selection = { figures, perPerson: [], locations: [] } as unknown as DetailSelection;
/** '$12,345.67' as the page shows it, read back as a number. */
/** The side cards are lazy chunks (recharts): their first import is slow on a busy machine. */
const lazyChunk = { timeout: 20_000 };
const amount = (text: string | null) => Number(text!.replace(/[^\d.-]/g, ''));

describe('the calculation page labels each figure by what it is', () => {
  it('names the five summary cards as docs/product/calculations.md does', () => {
    renderPage(<DetailBody sel={selection} />);
    const t = figures.total_assignment_calculation;
    for (const [label, value] of [
      ['Project cost', t.total_project_cost],
      ['Total Wages', t.total_wages],
      ['Total burden cost', t.total_employers_burden],
      ['Gross Profit', t.gross_profit],
      ['Revenue', t.total_revenue],
    ] as const) {
      const card = screen.getByRole('generic', { name: label });
      expect(within(card).getByText(label)).toBeInTheDocument();
      expect(
        within(card).getByText(`$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
      ).toBeVisible();
    }
  });

  it('shows the burden once as a headline: its side card adds its parts up to the Total burden cost', async () => {
    renderPage(<DetailBody sel={selection} />);
    const side = await screen.findByRole('generic', { name: 'Total Employer Burden' }, lazyChunk);
    const parts = ['Social Security', 'Medicare', 'FUTA', 'SUTA', 'Risk', 'Benefits', 'Other Costs'].map(
      (name) =>
        amount(within(side).getByText(name).closest('div')!.parentElement!.lastElementChild!.textContent),
    );
    const sum = within(side).getByRole('generic', { name: /^Total burden cost \$/ });
    expect(sum).toHaveTextContent('= Total burden cost');
    // Re-added from what is shown, to the cent.
    expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(
      Math.round(amount(sum.lastElementChild!.textContent) * 100),
    );
    // The summary card's figure is not repeated as the side card's headline.
    expect(within(side).getAllByText(sum.lastElementChild!.textContent!)).toHaveLength(1);
  });

  it('labels the Total Breakdown Cost sum as Revenue, the sum of wages, burden and gross profit', async () => {
    renderPage(<DetailBody sel={selection} />);
    const side = await screen.findByRole('generic', { name: 'Total Breakdown Cost' }, lazyChunk);
    expect(within(side).getByText(/Where the Revenue goes/)).toBeInTheDocument();
    const parts = ['Total wages', 'Total Employers Burden', 'Gross Profit'].map((name) =>
      amount(within(side).getByText(name).closest('div')!.parentElement!.lastElementChild!.textContent),
    );
    const sum = within(side).getByRole('generic', { name: /^Revenue \$/ });
    expect(sum).toHaveTextContent('= Revenue');
    expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(
      Math.round(amount(sum.lastElementChild!.textContent) * 100),
    );
    expect(amount(sum.lastElementChild!.textContent)).toBe(
      figures.total_assignment_calculation.total_revenue,
    );
  });
});
