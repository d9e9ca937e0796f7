import type { PersonWireInput } from '@app/contracts/calculation';
import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import type { PricingSnapshot } from '@app/pricing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { texasSnapshot } from '../../features/calculator/model/fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CalculatorRoute } from './calculator-route';

/** Texas with two work cities: Austin (standard per diem) and Dallas (its own GSA rate). */
function twoCitySnapshot(): PricingSnapshot {
  const s = texasSnapshot();
  const austin = s.locations['48:1']!;
  return {
    ...s,
    locations: {
      '48:1': austin,
      '48:2': { ...austin, city: 'Dallas', cityId: '2', perDiem: { mie: '74', lodging: '170' } },
    },
  };
}

/** The calculation the edit page loads, and the rates endpoint. */
function savedCalculation(person: PersonWireInput, snapshot = texasSnapshot()) {
  server.use(
    http.post('*/api/organization_team/calculation/rates', () => HttpResponse.json({ data: snapshot })),
    http.post('*/api/organization_team/calculation', () =>
      HttpResponse.json({
        data: {
          calculation: { id: 5, version: 1, name: 'Acme Q3', status: 'Approved', person_list: [person] },
        },
      }),
    ),
  );
}

const openEdit = () =>
  renderPage(<CalculatorRoute />, { route: '/calculations/edit/5', path: '/calculations/edit/:id' });
const results = () => screen.getByRole('region', { name: 'Live results' });

afterEach(() => localStorage.clear());

/** Modals and collapses take longer than the default second on a busy machine. */
const wait = { timeout: 10_000 };

describe('Calculator, what a recruiter tripped on', () => {
  it('checks the stipend discount in place and shows every work location in the stipend modal', async () => {
    const base = wirePerson({
      sites: [
        [48, 1],
        [48, 2],
      ],
    });
    const person: PersonWireInput = { ...base, pay: { ...base.pay, stepend: true } };
    savedCalculation(person, twoCitySnapshot());
    const { user } = openEdit();
    await screen.findByRole('heading', { name: 'Edit calculation' });

    // Two states of work: said in the results.
    expect(
      await within(results()).findByText(/Each work state is priced as a separate, parallel assignment/),
    ).toBeInTheDocument();

    // 150 % is refused as it is typed on the Pay tab.
    const discount = screen.getByRole('textbox', { name: 'Discount' });
    await user.clear(discount);
    await user.type(discount, '150');
    expect(discount).toHaveAccessibleDescription(/Discount must be between 0 and 100/);

    // The modal stays usable: both cities by name, the error in place, Continue disabled until fixed.
    await user.click(screen.getByRole('tab', { name: 'Assignment Details' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Stipend' });
    expect(within(modal).queryByText(/Loading the per diem rates/)).not.toBeInTheDocument();
    expect(within(modal).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(modal).getByText('Dallas, TX')).toBeInTheDocument();
    const inModal = within(modal).getByRole('textbox', { name: 'Discount' });
    expect(inModal).toHaveAccessibleDescription(/Discount must be between 0 and 100/);
    expect(within(modal).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.clear(inModal);
    await user.type(inModal, '10');
    expect(within(modal).getByRole('button', { name: 'Continue' })).toBeEnabled();
    const tables = within(modal).getAllByRole('table', { name: 'Stipend' });
    const stipendOf = (table: HTMLElement) => {
      const row = within(table).getByRole('row', { name: /^Stipend \$/ });
      return Number(row.textContent!.replace(/[^\d.]/g, ''));
    };
    const [austin, dallas] = tables.map(stipendOf);
    expect(dallas).toBeGreaterThan(austin!);
    const total = within(modal).getByLabelText('Total Stipend, 2 locations');
    expect(Number(total.textContent!.replace(/[^\d.]/g, ''))).toBeCloseTo(austin! + dallas!, 2);
  });

  it('keeps a solved margin when the person changes later', async () => {
    savedCalculation(wirePerson());
    const { user } = openEdit();
    await screen.findByRole('heading', { name: 'Edit calculation' });
    await user.click(screen.getByRole('tab', { name: 'Bill' }));
    await user.type(screen.getByRole('textbox', { name: 'Target margin' }), '25');
    await user.click(screen.getByRole('button', { name: 'Fill bill rate' }));
    expect(await screen.findByText('Pinned: 25% margin')).toBeInTheDocument();
    expect(await within(results()).findByRole('button', { name: /^Margin 25\.0\d%$/ })).toBeInTheDocument();

    // A 401k contribution added afterwards: the bill rate is solved again and the margin holds.
    await user.click(screen.getByRole('tab', { name: 'Benefits' }));
    await user.click(screen.getByRole('switch', { name: '401k' }));
    await user.type(await screen.findByRole('textbox', { name: /^Employer contribution/ }, wait), '6');
    expect(await within(results()).findByRole('button', { name: /^Margin 25\.0\d%$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bill' }));
    expect(screen.getByText('Pinned: 25% margin')).toBeInTheDocument();
  });

  it('asks before leaving unsaved work and offers the draft back', async () => {
    savedCalculation(wirePerson());
    const first = openEdit();
    await screen.findByRole('heading', { name: 'Edit calculation' });
    const payRate = screen.getByRole('textbox', { name: 'Pay rate (per hour)' });
    await first.user.clear(payRate);
    await first.user.type(payRate, '31');

    expect(payRate).toHaveValue('$31.00');
    await first.router.navigate('/calculations');
    const ask = await screen.findByRole('dialog', { name: 'Leave the calculator?' }, wait);
    await first.user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Edit calculation' })).toBeInTheDocument();

    await first.router.navigate('/calculations');
    await first.user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the calculator?' }, wait)).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Page /calculations')).toBeInTheDocument();
    first.unmount();

    // Back in the calculator: the draft is offered, and restoring it brings the typed pay rate back.
    const again = openEdit();
    await screen.findByText('You have an unsaved draft');
    await again.user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Pay rate (per hour)' })).toHaveValue('$31.00');
  });

  it('offers no draft that holds nothing: no name and no person', async () => {
    savedCalculation(wirePerson());
    const kept = { savedAt: new Date().toISOString() };
    localStorage.setItem(
      'calculatorDraft:new',
      JSON.stringify({ ...kept, values: { calculator_name: ' ', persons: [] } }),
    );
    const view = renderPage(<CalculatorRoute />, { route: '/calculator', path: '/calculator' });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByText('You have an unsaved draft')).not.toBeInTheDocument();
    view.unmount();

    // A named one is offered.
    localStorage.setItem(
      'calculatorDraft:new',
      JSON.stringify({ ...kept, values: { calculator_name: 'Acme Q3', persons: [] } }),
    );
    renderPage(<CalculatorRoute />, { route: '/calculator', path: '/calculator' });
    expect(await screen.findByText('You have an unsaved draft')).toBeInTheDocument();
  });

  it('keeps work done while an earlier draft is on offer, and asks before restoring over it', async () => {
    savedCalculation(wirePerson());
    const typePay = async (view: ReturnType<typeof openEdit>, rate: string) => {
      const payRate = screen.getByRole('textbox', { name: 'Pay rate (per hour)' });
      await view.user.clear(payRate);
      await view.user.type(payRate, rate);
      return payRate;
    };
    const leave = async (view: ReturnType<typeof openEdit>) => {
      await view.router.navigate('/calculations');
      const ask = await screen.findByRole('dialog', { name: 'Leave the calculator?' }, wait);
      await view.user.click(within(ask).getByRole('button', { name: 'Leave' }));
      await screen.findByText('Page /calculations');
      view.unmount();
    };

    // A first visit leaves a draft at $31.
    const first = openEdit();
    await screen.findByRole('heading', { name: 'Edit calculation' });
    await typePay(first, '31');
    await leave(first);

    // The second visit ignores the offer and types $45; Restore would replace that, so it asks, and
    // 'Keep my changes' keeps it.
    const second = openEdit();
    await screen.findByText('You have an unsaved draft');
    const payRate = await typePay(second, '45');
    await second.user.click(screen.getByRole('button', { name: 'Restore draft' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore the draft?' }, wait);
    await second.user.click(within(ask).getByRole('button', { name: 'Keep my changes' }));
    expect(payRate).toHaveValue('$45.00');
    await leave(second);

    // The $45 was kept as the draft: the third visit offers it.
    const third = openEdit();
    await screen.findByText('You have an unsaved draft');
    await third.user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Pay rate (per hour)' })).toHaveValue('$45.00');
  });
});
