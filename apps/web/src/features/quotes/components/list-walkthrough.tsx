import { IconFileInvoice, IconFilter, IconSend, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { WalkthroughModal, type WalkthroughSlide } from '../../../components/walkthrough-modal';

const slides: WalkthroughSlide[] = [
  {
    icon: IconFileInvoice,
    title: 'Every quote in one place',
    text: 'Each row is a quote made from an approved calculation: its client, who made it, the total with sales tax and where it stands.',
  },
  {
    icon: IconFilter,
    title: 'Find one fast',
    text: 'Search by client, quote number, member, status or the first digits of the total, and narrow by status, client, member, total or date.',
  },
  {
    icon: IconSend,
    title: 'Send it',
    text: 'Send opens the ways to reach your client: copy the link, e-mail it with the PDF attached, or share it on WhatsApp or Telegram.',
  },
  {
    icon: IconSignature,
    title: 'Your client signs online',
    text: 'The client opens the link without an account, reads the quote and approves and signs it, or declines with a reason. You see every step in the quote’s history.',
  },
];

const FLAGS = ['quotationDemo', 'quoteDemo'] as const;

function flagOn(): boolean {
  try {
    return FLAGS.some((f) => window.localStorage.getItem(f) === 'true');
  } catch {
    return false;
  }
}

/** The first visit that shows the walkthrough turns it off for good. */
function turnOff() {
  try {
    for (const f of FLAGS)
      if (window.localStorage.getItem(f) !== null) window.localStorage.setItem(f, 'false');
  } catch {
    // Private mode without storage: the walkthrough simply closes.
  }
}

/**
 * Shown while localStorage.quotationDemo or quoteDemo is 'true' (docs/product/quotes.md#quotes-list-quotes);
 * Finish sets both to 'false' so it does not come back.
 */
export function QuotesWalkthrough() {
  const [opened, setOpened] = useState(flagOn);
  return (
    <WalkthroughModal
      title="Your quotes"
      slides={slides}
      opened={opened}
      onShown={turnOff}
      onFinish={() => {
        turnOff();
        setOpened(false);
      }}
    />
  );
}
