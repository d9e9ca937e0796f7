import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bootstrapReply, userReply } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { AppLayout } from './app-layout';

/** The signed-in user, on the plan named (null: the trial). */
function signedInOn(planName: string | null) {
  const { data, expire } = userReply();
  const membership = data.organization_users[0];
  if (!membership) throw new Error('fixture has no organisation');
  membership.organization.plan_name = planName;
  membership.organization.billing_state = planName ? 'active' : 'trial';
  server.use(
    http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, expire))),
    http.get('*/api/notifications', () => HttpResponse.json({ data: { notification: [], unread: 0 } })),
  );
}

async function mainLinkNames() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

// docs/product/organizations-and-roles.md#plan-restrictions: no Quotes menu on Essential.
describe('the main navigation and the plan', () => {
  it('offers no Quotes link on the Essential plan', async () => {
    signedInOn('Essential');
    renderPage(<AppLayout />, { route: '/dashboard', path: '/dashboard' });
    expect(await mainLinkNames()).toEqual(['Dashboard', 'Calculations', 'Calculator', 'Settings']);
  });

  it.each([
    ['Enterprise', 'Enterprise'],
    ['the trial', null],
  ])('offers Quotes on %s', async (_, plan) => {
    signedInOn(plan);
    renderPage(<AppLayout />, { route: '/dashboard', path: '/dashboard' });
    expect(await mainLinkNames()).toEqual(['Dashboard', 'Calculations', 'Quotes', 'Calculator', 'Settings']);
  });
});
