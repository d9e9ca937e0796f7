import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { userReply, validationError } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { CompanyInformationPage } from './company-information-page';

/** The update route, answering `reply` for what it was sent; every body it got is kept. */
function fakeUpdate(reply: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/organization/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply(body);
    }),
  );
  return { sent };
}

/** The profile the route answers: the fixture's Owner with the organisation renamed. */
const renamed = (body: Record<string, unknown>) => {
  const profile = userReply();
  profile.data.organization_users[0]!.organization.name = String(body.company_name);
  return HttpResponse.json({ status: 'success', message: 'Updated successfully', ...profile });
};

/** The app's guards (app/guards.tsx) draw a signed-in page once the session is known: the form starts from it. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

async function openPage() {
  const view = renderPage(
    <SignedIn>
      <CompanyInformationPage />
    </SignedIn>,
    {
      route: '/settings/company-information',
      path: '/settings/company-information',
    },
  );
  const name = await screen.findByRole('textbox', { name: /^Company Name/ });
  return { ...view, name, save: screen.getByRole('button', { name: 'Save' }) };
}

// docs/product/organizations-and-roles.md#company-information: the form starts with the company as saved.
describe('company information', () => {
  it('starts with the company as saved and saves a new name', async () => {
    const api = fakeUpdate(renamed);
    const { user, name, save } = await openPage();
    expect(name).toHaveValue('Acme Staffing');
    expect(screen.getByRole('textbox', { name: /^Zip/ })).toHaveValue('78701');
    await user.clear(name);
    await user.type(name, 'Acme Staffing West');
    await user.click(save);
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ company_name: 'Acme Staffing West', state: '48', zip_code: '78701' });
    expect(name).toHaveValue('Acme Staffing West');
  });

  it('says a cleared name and zip code are required, sends nothing, and clears each message once fixed', async () => {
    const api = fakeUpdate(renamed);
    const { user, name, save } = await openPage();
    const zip = screen.getByRole('textbox', { name: /^Zip/ });
    await user.clear(name);
    await user.clear(zip);
    await user.click(save);
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Zip code is required')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    await user.type(name, 'Acme');
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Zip code is required')).toBeInTheDocument();
    await user.type(zip, '75201');
    expect(screen.queryByText('Zip code is required')).not.toBeInTheDocument();
  });

  it('puts a refusal about a field on that field, keeping what was typed', async () => {
    fakeUpdate(() =>
      HttpResponse.json(validationError({ zip_code: ['Zip code is not valid for Texas'] }), { status: 400 }),
    );
    const { user, save } = await openPage();
    const zip = screen.getByRole('textbox', { name: /^Zip/ });
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(save);
    expect(await screen.findByText('Zip code is not valid for Texas')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveValue('00000');
  });
});
