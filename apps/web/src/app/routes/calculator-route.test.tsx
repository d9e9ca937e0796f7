import { type PersonWireInput, personWireSchema } from '@app/contracts/calculation';
import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import { priceList } from '@app/pricing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { texasSnapshot } from '../../features/calculator/model/fixtures';
import { addForkliftOperator } from '../../testing/calculator-steps';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CalculatorRoute } from './calculator-route';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What the engine makes of the Texas person (13 weeks, Clerical 2% WC) with this pay and bill. */
function expectedFigures(pay: PersonWireInput['pay'], bill: PersonWireInput['bill']) {
  const person = { ...wirePerson(), pay, bill };
  const summary = priceList([personWireSchema.parse(person)], texasSnapshot()).summary!;
  const t = summary.total_assignment_calculation;
  return {
    revenue: `Revenue ${usd.format(t.total_revenue)}`,
    profit: `Gross profit ${usd.format(t.gross_profit)}`,
    margin: `Margin ${summary.gross_profit_percent.toFixed(2)}%`,
  };
}

const hourly = (pay_rate: string): PersonWireInput['pay'] => ({ ...wirePerson().pay, pay_rate });

/** The API the wizard talks to: the rate snapshot for Texas, and create/update recording what was sent. */
function fakeCalculationApi(saved?: { id: number; person: PersonWireInput }) {
  const sent: { url: string; body: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({
      status: 200,
      message: 'Calculation saved',
      data: { calculation: { id: saved?.id ?? 42, status: 'New calculation' } },
    });
  };
  server.use(
    http.post('*/api/organization_team/calculation/rates', () =>
      HttpResponse.json({ data: texasSnapshot() }),
    ),
    http.post('*/api/organization_team/calculation/create', answer),
    http.post('*/api/organization_team/calculation/update', answer),
    http.post('*/api/organization_team/calculation', () =>
      HttpResponse.json({
        data: {
          calculation: {
            id: saved?.id,
            name: 'Acme Q3',
            status: 'New calculation',
            person_list: [saved?.person],
          },
        },
      }),
    ),
  );
  return { sent };
}

const results = () => screen.getByRole('region', { name: 'Live results' });
const createButton = () => screen.getByRole('button', { name: 'Create calculation' });
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Calculator wizard', () => {
  it('takes a name and a job, prices what the user types with the engine, and creates the calculation', async () => {
    const api = fakeCalculationApi();
    const { user } = renderPage(<CalculatorRoute />, { route: '/calculator', path: '/calculator' });

    // Name
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme Q3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Persons: one job in Austin, Texas, with the Clerical WC code from the settings.
    await user.click(await screen.findByRole('button', { name: 'Add Person' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Persons' });
    await addForkliftOperator(user, modal);
    expect(await screen.findByText('1. Forklift operator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Pay: an empty pay rate is refused with the field's message.
    expect(await screen.findByRole('heading', { name: 'Person 1: Forklift operator' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Pay');
    expect(createButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const payRate = screen.getByRole('textbox', { name: 'Pay rate (per hour)' });
    expect(payRate).toHaveAccessibleDescription('Pay rate is required');
    expect(selectedTab()).toHaveTextContent('Pay');
    expect(screen.getByRole('img', { name: 'Pay incomplete' })).toBeInTheDocument();

    await user.type(payRate, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Bill: a 50% markup over the pay rate.
    expect(selectedTab()).toHaveTextContent('Bill');
    expect(screen.getByRole('img', { name: 'Pay complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Markup' }));
    await user.type(screen.getByRole('textbox', { name: 'Markup' }), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Assignment: 13 weeks; with it the person can be priced and the live results show the engine's figures.
    expect(selectedTab()).toHaveTextContent('Assignment Details');
    expect(within(results()).getByText('Estimated length is required', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Estimated length' }), '13');
    const expected = expectedFigures(hourly('30'), {
      compensation_type: 'markup',
      markup: '50',
      overtime: '1.5',
    });
    expect(await within(results()).findByRole('button', { name: expected.revenue })).toBeInTheDocument();
    expect(within(results()).getByRole('button', { name: expected.profit })).toBeInTheDocument();
    expect(within(results()).getByRole('button', { name: expected.margin })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Benefits and Other Costs need nothing here; Continue on the last section saves.
    expect(selectedTab()).toHaveTextContent('Benefits');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(selectedTab()).toHaveTextContent('Other Costs');
    expect(createButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Page /calculations/42')).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({
      url: '/api/organization_team/calculation/create',
      body: {
        name: 'Acme Q3',
        person_list: [
          {
            job_name: 'Forklift operator',
            pay: { compensation_type: 'hourly', pay_rate: 30 },
            bill: { compensation_type: 'markup', markup: 50, overtime: 1.5 },
            assignment: { estimated_assigment_length: 13, estimated_assigment_period: 'week' },
            wc_states: [
              {
                state_id: '48',
                city_id: '1',
                wc_settings: { nick_name: 'Clerical', code: '8810', industry: 'Clerical', rate: 2 },
              },
            ],
          },
        ],
      },
    });
  });

  it('enables Update only while every section is valid, and re-prices the edited pay', async () => {
    const saved = wirePerson();
    const api = fakeCalculationApi({ id: 5, person: saved });
    const { user } = renderPage(<CalculatorRoute />, {
      route: '/calculations/edit/5',
      path: '/calculations/edit/:id',
    });

    // A saved calculation opens on its person's Pay tab, complete, priced as stored.
    expect(await screen.findByRole('heading', { name: 'Edit calculation' })).toBeInTheDocument();
    const update = await screen.findByRole('button', { name: 'Update calculation' });
    expect(update).toBeEnabled();
    const before = expectedFigures(saved.pay, saved.bill);
    expect(await within(results()).findByRole('button', { name: before.profit })).toBeInTheDocument();

    // Clearing the pay rate: Update is disabled, the live results say what is missing.
    const payRate = screen.getByRole('textbox', { name: 'Pay rate (per hour)' });
    await user.clear(payRate);
    expect(update).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Pay incomplete' })).toBeInTheDocument();
    expect(await within(results()).findByText('• Pay rate is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(payRate).toHaveAccessibleDescription('Pay rate is required');
    expect(update).toBeDisabled();

    // A valid pay rate enables Update again, and the figures follow it.
    await user.type(payRate, '28');
    expect(update).toBeEnabled();
    const after = expectedFigures(hourly('28'), saved.bill);
    expect(after.profit).not.toBe(before.profit);
    expect(await within(results()).findByRole('button', { name: after.profit })).toBeInTheDocument();
    expect(within(results()).getByRole('button', { name: after.margin })).toBeInTheDocument();

    await user.click(update);
    expect(await screen.findByText('Page /calculations/5')).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({
      url: '/api/organization_team/calculation/update',
      body: { id: 5, name: 'Acme Q3', person_list: [{ pay: { pay_rate: 28 }, bill: { bill_rate: '40' } }] },
    });
  });
});

describe('Editing a calculation that cannot be loaded', () => {
  const openEdit = (answer: () => Response) => {
    server.use(http.post('*/api/organization_team/calculation', answer));
    return renderPage(<CalculatorRoute />, { route: '/calculations/edit/5', path: '/calculations/edit/:id' });
  };

  it('says "Calculation not found" for a 404, with the way back to the list', async () => {
    const { user } = openEdit(() =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'Calculation not found' }, { status: 404 }),
    );
    expect(await screen.findByText('This calculation does not exist or was deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Calculations' }));
    expect(await screen.findByText('Page /calculations')).toBeInTheDocument();
  });

  it('says something went wrong, with the reason, when the server fails: not that the calculation is gone', async () => {
    openEdit(() => HttpResponse.json({ message: 'The database is busy' }, { status: 503 }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
    expect(screen.queryByText('Calculation not found')).not.toBeInTheDocument();
  });
});
