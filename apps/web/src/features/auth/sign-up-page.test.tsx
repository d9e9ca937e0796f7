import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { plansReply, signedOutVisitor, userReply, validationError } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { SignUpPage } from './sign-up-page';

/** A signed-out visitor, and a sign-up route that answers `reply` and records what it was sent. */
function signedOut(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    ...signedOutVisitor(),
    http.get('*/api/plans', () => HttpResponse.json(plansReply())),
    // No development mailbox on this server: the confirm step offers no link to one.
    http.get('*/api/dev/mailbox', () =>
      HttpResponse.json({ status: 'error', message: 'Not found' }, { status: 404 }),
    ),
    http.post('*/api/auth', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return { sent };
}

const created = () =>
  HttpResponse.json({
    status: 'success',
    message: 'A confirmation e-mail is on its way.',
    data: { ...userReply().data, email: 'casey@gamma.test', organization_users: [] },
  });

/** The personal-information step, reached as a visitor does: "Continue with e-mail". */
async function openPersonalStep() {
  const view = renderPage(<SignUpPage />, { route: '/signup', path: '/signup' });
  await view.user.click(await screen.findByRole('button', { name: 'Continue with e-mail' }));
  const field = (name: RegExp) => screen.getByLabelText(name);
  return {
    ...view,
    first: field(/^First Name/),
    last: field(/^Last Name/),
    email: field(/^Email/),
    password: field(/^Password/),
    confirmation: field(/^Confirm Password/),
    submit: screen.getByRole('button', { name: 'Continue' }),
  };
}
type PersonalStep = Awaited<ReturnType<typeof openPersonalStep>>;

/** Fills the step as Casey Nguyen (casey@gamma.test) with this password and confirmation, and submits it. */
async function submitAsCasey(step: PersonalStep, passwords: { password: string; confirmation: string }) {
  const { user } = step;
  await user.type(step.first, 'Casey');
  await user.type(step.last, 'Nguyen');
  await user.type(step.email, 'casey@gamma.test');
  await user.type(step.password, passwords.password);
  await user.type(step.confirmation, passwords.confirmation);
  await user.click(step.submit);
}

// docs/product/accounts.md#sign-up: each field says what is wrong; a message goes once its field is fixed.
describe('sign-up by e-mail, personal information', () => {
  it('names every missing field, sends nothing, and clears each message as its field is filled', async () => {
    const api = signedOut(created);
    const { user, first, last, email, password, confirmation, submit } = await openPersonalStep();
    await user.click(submit);
    const messages = [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Password confirmation is required',
    ];
    for (const m of messages) expect(await screen.findByText(m)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);

    const typed: [HTMLElement, string][] = [
      [first, 'Casey'],
      [last, 'Nguyen'],
      [email, 'casey@gamma.test'],
      [password, 'CorrectHorse9'],
      [confirmation, 'CorrectHorse9'],
    ];
    for (const [i, [input, value]] of typed.entries()) {
      await user.type(input, value);
      expect(screen.queryByText(messages[i]!)).not.toBeInTheDocument();
      for (const later of messages.slice(i + 1)) expect(screen.getByText(later)).toBeInTheDocument();
    }

    await user.click(submit);
    expect(await screen.findByText('casey@gamma.test')).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to/)).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        first_name: 'Casey',
        last_name: 'Nguyen',
        email: 'casey@gamma.test',
        password: 'CorrectHorse9',
        password_confirmation: 'CorrectHorse9',
        is_enterprise: 0,
      },
    ]);
  });

  it('says a short password and a different confirmation are wrong, until they are fixed', async () => {
    signedOut(created);
    const step = await openPersonalStep();
    const { user, password, confirmation } = step;
    await submitAsCasey(step, { password: 'short', confirmation: 'shorter' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match Password')).toBeInTheDocument();

    await user.type(password, 'Horse9!');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'shortHorse9!');
    expect(screen.queryByText('Password confirmation does not match Password')).not.toBeInTheDocument();
  });

  it('puts the server’s word on the field it is about, and clears it once the field changes', async () => {
    const api = signedOut(() =>
      HttpResponse.json(validationError({ email: ['Email has already been taken'] }), { status: 400 }),
    );
    const step = await openPersonalStep();
    const { user, email } = step;
    await submitAsCasey(step, { password: 'CorrectHorse9', confirmation: 'CorrectHorse9' });
    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(1);
    await user.clear(email);
    await user.type(email, 'casey.nguyen@gamma.test');
    expect(screen.queryByText('Email has already been taken')).not.toBeInTheDocument();
  });
});
