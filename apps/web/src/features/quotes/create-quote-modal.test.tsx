import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import type { CalculationDetail } from '@app/contracts/calculations/responses';
import { createQuoteBodySchema } from '@app/contracts/quotes/requests';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CreateQuoteModal } from './components/create-quote-modal';
import { isoDaysFromToday } from './utils/format';

/** An Approved calculation with two Order pickers and a Forklift operator, all in Texas (state 48). */
const calc = {
  id: 5,
  name: 'Dallas DC – peak season pickers',
  status: 'Approved',
  person_list: [
    wirePerson({ job: 'Order picker' }),
    wirePerson({ job: 'Order picker' }),
    wirePerson({ job: 'Forklift operator' }),
  ],
} as unknown as CalculationDetail;

/** The create endpoint with the API's rules: the contracts schema, and quote numbers unique (Q-0007 is taken). */
function fakeQuotesApi() {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/organization_team/quote/next-number', () =>
      HttpResponse.json({ data: { quote_number: 'Q-0007' } }),
    ),
    http.post('*/api/organization_team/quote/create', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      const parsed = createQuoteBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json(validationError({ data: ['Invalid'] }), { status: 400 });
      if (parsed.data.quote_number === 'Q-0007') {
        return HttpResponse.json(validationError({ quote_number: ['Quote number already exists'] }), {
          status: 400,
        });
      }
      return HttpResponse.json({
        status: 200,
        message: 'Quote created successfully',
        data: {
          quotation: {
            id: 31,
            uuid: 'a'.repeat(43),
            quote_number: parsed.data.quote_number,
            revision: 1,
            status: 'New quotations',
            version: 1,
          },
        },
      });
    }),
  );
  return { sent };
}

const open = () =>
  renderPage(<CreateQuoteModal calc={calc} opened onClose={() => {}} />, {
    route: '/calculations/5',
    path: '/calculations/:id',
  });

describe('Create Quote modal', () => {
  it('suggests the next quote number, bills each individual once, defaults to 30 days and opens the new quote', async () => {
    const api = fakeQuotesApi();
    const { user } = open();
    const number = screen.getByRole('textbox', { name: /Quote number/ });
    await waitFor(() => expect(number).toHaveValue('Q-0007'));
    await user.click(screen.getByRole('textbox', { name: /Company name/ }));
    await user.paste('Globex Logistics');
    await user.clear(number);
    await user.type(number, 'Q-0008');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Minus stops at 0; plus has no upper bound.
    const pickers = screen.getByRole('textbox', { name: 'Count of Order picker #1' });
    const forklift = screen.getByRole('textbox', { name: 'Count of Forklift operator' });
    expect(pickers).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'One less Order picker #1' }));
    expect(pickers).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'One less Order picker #1' })).toBeDisabled();
    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'One more Forklift operator' }));
    expect(forklift).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('textbox', { name: 'Terms' }));
    await user.paste('Net 30.');
    await user.click(screen.getByRole('button', { name: 'Create Quote' }));

    expect(await screen.findByText('Page /quote/31')).toBeInTheDocument();
    expect(await screen.findByText('Quote created successfully')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        id: 5,
        company_name: 'Globex Logistics',
        quote_number: 'Q-0008',
        quote_state: [48],
        person_selection_data: [
          { index: 0, count: 0 },
          { index: 1, count: 1 },
          { index: 2, count: 5 },
        ],
        valid_until: isoDaysFromToday(30),
        terms: 'Net 30.',
      },
    ]);
  });

  it('counts only the individuals who work in the quote’s state as billed', async () => {
    fakeQuotesApi();
    // A crew across two states: a quote is for one state, so the California picker is not on a Texas quote.
    const crew = {
      ...calc,
      person_list: [
        wirePerson({ job: 'Forklift operator', sites: [[48, 1]] }),
        wirePerson({ job: 'Picker', sites: [[6, 2]] }),
      ],
    } as unknown as CalculationDetail;
    const { user } = renderPage(<CreateQuoteModal calc={crew} opened onClose={() => {}} />, {
      route: '/calculations/5',
      path: '/calculations/:id',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Quote number/ })).toHaveValue('Q-0007'));
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('1 individual billed')).toBeInTheDocument();
    expect(screen.getByText('Works in another state: not on this quote')).toBeInTheDocument();
  });

  it('keeps the user on a step until its fields pass the API’s rules', async () => {
    fakeQuotesApi();
    const { user } = open();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Quote number/ })).toHaveValue('Q-0007'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Everyone at 0 bills nobody.
    for (const name of ['Order picker #1', 'Order picker #2', 'Forklift operator']) {
      await user.click(screen.getByRole('button', { name: `One less ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Select at least one individual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows the server’s message and returns to the first step when the create is refused', async () => {
    const api = fakeQuotesApi();
    const { user } = open();
    const number = screen.getByRole('textbox', { name: /Quote number/ });
    await waitFor(() => expect(number).toHaveValue('Q-0007'));
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create Quote' }));

    // Back on the first step, the message under the field it is about (and in a toast).
    const field = await screen.findByRole('textbox', { name: /Quote number/ });
    const messages = await screen.findAllByText('Quote number already exists');
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Create Quote' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(1);

    // Fixed, it goes through.
    await user.clear(field);
    await user.type(field, 'Q-0009');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create Quote' }));
    expect(await screen.findByText('Page /quote/31')).toBeInTheDocument();
    // The second request carries the corrected number (the first refusal's toast may still be fading out).
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]).toMatchObject({ quote_number: 'Q-0009' });
  });
});
