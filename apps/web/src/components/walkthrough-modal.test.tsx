import { Button, Modal } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { markPlanExpired } from '../lib/plan-expiry';
import { renderPage } from '../testing/render';
import { WalkthroughModal } from './walkthrough-modal';

afterEach(() => localStorage.clear());

const slides = [
  { icon: IconList, title: 'One', text: 'First slide' },
  { icon: IconList, title: 'Two', text: 'Second slide' },
];

/** A page with another dialog already open, and a tour that wants to show. */
function PageWithDialog() {
  const [other, setOther] = useState(true);
  const [tour, setTour] = useState(true);
  return (
    <>
      <Modal
        opened={other}
        onClose={() => setOther(false)}
        title="Another dialog"
        transitionProps={{ duration: 0 }}
      >
        <Button onClick={() => setOther(false)}>Done here</Button>
      </Modal>
      <WalkthroughModal title="A tour" slides={slides} opened={tour} onFinish={() => setTour(false)} />
    </>
  );
}

describe('a tour never stacks over another dialog', () => {
  it('waits for the open dialog to close, then shows; Skip tour closes it', async () => {
    const { user } = renderPage(<PageWithDialog />);
    const other = await screen.findByRole('dialog', { name: 'Another dialog' });
    expect(screen.queryByRole('dialog', { name: 'A tour' })).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Done here' }));
    const tour = await screen.findByRole('dialog', { name: 'A tour' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays closed while the plan has ended, and a tour showing closes when it ends', async () => {
    markPlanExpired();
    renderPage(<WalkthroughModal title="A tour" slides={slides} opened onFinish={() => {}} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'A tour' })).not.toBeInTheDocument();

    localStorage.clear();
    act(() => window.dispatchEvent(new Event('sm:plan-expired')));
    expect(await screen.findByRole('dialog', { name: 'A tour' })).toBeInTheDocument();
    act(() => markPlanExpired());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'A tour' })).not.toBeInTheDocument());
  });
});
