import { billingMessages } from '@app/contracts/billing/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render';
import { notify } from './notify';

describe('notify: one outcome at a time (docs/product/billing.md#amounts-shown-before-a-charge)', () => {
  it('a declined card replaces an earlier success, and a success replaces the decline', async () => {
    renderPage(<div />);
    notify.success(billingMessages.subscribed);
    expect(await screen.findByText(billingMessages.subscribed)).toBeInTheDocument();

    notify.error(billingMessages.cardDeclined);
    expect(await screen.findByText(billingMessages.cardDeclined)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(billingMessages.subscribed)).not.toBeInTheDocument(), {
      timeout: 3000,
    });

    notify.success(billingMessages.updated);
    expect(await screen.findByText(billingMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(billingMessages.cardDeclined)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('keeps information toasts beside an outcome', async () => {
    renderPage(<div />);
    notify.success(billingMessages.cardAdded);
    notify.info('Fetching data please wait ....');
    expect(await screen.findByText(billingMessages.cardAdded)).toBeInTheDocument();
    expect(await screen.findByText('Fetching data please wait ....')).toBeInTheDocument();
  });
});
