import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedOutVisitor, userReply, validationError } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { SignInPage } from './sign-in-page';

/** A signed-out visitor, and a sign-in route that answers `reply` and records what it was sent. */
function signedOut(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    ...signedOutVisitor(),
    http.post('*/api/auth/sign_in', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
    // Signed in, the page asks where the organisation lives before the navigation lands
    // (use-signed-in-redirect.ts): here, this host.
    http.post('*/api/check_domain', () =>
      HttpResponse.json({ status: 'ignore', app_domain: 'localhost:3000' }),
    ),
    http.post('*/api/auth/handover', () =>
      HttpResponse.json({ status: 'success', redirect_url: '/dashboard' }),
    ),
  );
  return { sent };
}

const signedIn = () => HttpResponse.json({ status: 'success', ...userReply(), redirect_url: '/dashboard' });

async function openSignIn(route = '/signin') {
  const view = renderPage(<SignInPage />, { route, path: '/signin' });
  const email = await screen.findByRole('textbox', { name: /^Email/ });
  const password = screen.getByLabelText(/^Password/);
  const submit = screen.getByRole('button', { name: 'Sign in' });
  return { ...view, email, password, submit };
}

// docs/product/accounts.md#sign-in: each field says what is missing; a message goes once the field is fixed.
describe('the sign-in form', () => {
  it('says what is missing, sends nothing, and clears each message once its field is filled', async () => {
    const api = signedOut(signedIn);
    const { user, email, password, submit } = await openSignIn();
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);

    await user.type(email, 'olivia@acme.test');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(password, 'CorrectHorse9');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(api.sent).toEqual([{ email: 'olivia@acme.test', password: 'CorrectHorse9', remember_me: false }]);
  });

  it('says an address is not valid, and stops saying so once it is', async () => {
    signedOut(signedIn);
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'olivia@acme');
    await user.type(password, 'CorrectHorse9');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '.test');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why the server refused, keeping what was typed', async () => {
    signedOut(() =>
      HttpResponse.json(validationError({ base: ['Invalid login credentials. Please try again.'] }), {
        status: 401,
      }),
    );
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'olivia@acme.test');
    await user.type(password, 'WrongHorse9');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please try again.',
    );
    expect(email).toHaveValue('olivia@acme.test');
    expect(screen.queryByText('Page /dashboard')).not.toBeInTheDocument();
  });

  it('opens the page a link asked for once signed in', async () => {
    signedOut(signedIn);
    const { user, email, password, submit } = await openSignIn('/signin?next=%2Fquote%2F8');
    await user.type(email, 'olivia@acme.test');
    await user.type(password, 'CorrectHorse9');
    await user.click(submit);
    expect(await screen.findByText('Page /quote/8')).toBeInTheDocument();
  });
});
