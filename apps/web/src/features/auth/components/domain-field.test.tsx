import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { bootstrapReply } from '../../../testing/api-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DomainField } from './domain-field';

it("ends the address with the product's main host, not the browser's (on a company's sub-domain, /company)", async () => {
  // jsdom's page is at localhost:3000; start-up names another main host, as a company's sub-domain would differ.
  server.use(
    http.get('*/api/bootstrap', () =>
      HttpResponse.json({
        ...bootstrapReply(null),
        domain: { status: 'success', app_domain: 'product.example' },
      }),
    ),
  );
  renderPage(<DomainField companyName="Acme Staffing" inputProps={{}} onPick={() => {}} />);
  expect(await screen.findByText('.product.example')).toBeInTheDocument();
  expect(screen.queryByText(`.${window.location.host}`)).not.toBeInTheDocument();
});
