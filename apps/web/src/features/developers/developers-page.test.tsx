import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { DevelopersPage } from './developers-page';

// docs/product/api.md#open-api-v1: the public getting-started guide, read by a customer's developer.
describe('the developers guide', () => {
  it('says where in the product a client signature is subscribed to, not where our own docs live', () => {
    renderPage(<DevelopersPage />, { route: '/developers', path: '/developers' });
    const step = screen.getByRole('heading', { name: '4. Learn when the client signs' }).parentElement!;
    expect(step).toHaveTextContent('In Settings › Webhooks (Owners and Admins)');
    expect(step).toHaveTextContent('quote.signed');
    expect(document.body).not.toHaveTextContent(/docs\//);
  });
});
