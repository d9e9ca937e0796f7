import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { ContactFormModal } from './contact-form-modal';

/** The demo endpoint, recording what the form sent. */
function fakeDemoApi() {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/get_a_demo', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: 'success', message: 'Email sent successfully' });
    }),
  );
  return { sent };
}

async function openDemo() {
  const view = renderPage(<ContactFormModal kind="demo" />);
  const modal = await screen.findByRole('dialog', { name: 'Get a Demo' });
  const { user } = view;
  await user.type(within(modal).getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
  await user.type(within(modal).getByRole('textbox', { name: /^Email/ }), 'ada@acme.test');
  await user.type(within(modal).getByRole('textbox', { name: /^Company name/ }), 'Acme Staffing');
  const employees = within(modal).getByRole('textbox', { name: /^Number of employees/ });
  const send = within(modal).getByRole('button', { name: 'Request a demo' });
  return { ...view, modal, employees, send };
}

describe('Get a Demo: the number of employees', () => {
  it.each([
    ['0', 'Number of employees must be at least 1'],
    ['-5', 'Number of employees must be at least 1'],
    ['12.5', 'Number of employees must be a whole number'],
  ])('keeps %s as typed and says what is wrong, sending nothing', async (typed, message) => {
    const api = fakeDemoApi();
    const { user, modal, employees, send } = await openDemo();
    await user.type(employees, typed);
    await user.tab(); // leaving the field used to clamp 0 to 1 and strip "-" and "."
    expect(employees).toHaveValue(typed);
    await user.click(send);
    expect(await within(modal).findByText(message)).toBeInTheDocument();
    expect(employees).toHaveValue(typed);
    expect(employees).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it('clears the message once the number is fixed, then sends it', async () => {
    const api = fakeDemoApi();
    const { user, modal, employees, send } = await openDemo();
    await user.type(employees, '12.5');
    await user.click(send);
    expect(await within(modal).findByText('Number of employees must be a whole number')).toBeInTheDocument();
    await user.clear(employees);
    await user.type(employees, '12');
    expect(within(modal).queryByText('Number of employees must be a whole number')).not.toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('We will contact you shortly to arrange your demo.')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        formInput: {
          email: 'ada@acme.test',
          name: 'Ada Lovelace',
          companyname: 'Acme Staffing',
          noOfEmployee: '12',
          website: '',
        },
      },
    ]);
  });
});
