import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plansReply } from '../../testing/api-fixtures';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { ContactModals } from './contact-modals';
import { closeContact } from './contact-store';
import { LandingPage } from './landing-page';

/** The landing page with its contact modals, as the public site hosts them, over GET /plans. */
function openLanding(plans: () => Response = () => HttpResponse.json(plansReply())) {
  server.use(http.get('*/api/plans', plans));
  return renderPage(
    <>
      <LandingPage />
      <ContactModals />
    </>,
  );
}

// The page loads its pricing card and forms lazily; the first import compiles them, which on a busy machine can
// outlast a find's wait. Compiled once here, the tests time what the page does, not the compiler.
beforeAll(async () => {
  await Promise.all([import('./pricing-card'), import('./enterprise-modal'), import('./contact-form-modal')]);
});

// The contact modal's store outlives a test: each starts with none open.
afterEach(() => closeContact());

/** Dollars as shown ("$1,234.56") to cents. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[$,]/g, '')) * 100);

/**
 * The pricing card comes after two waits, its lazy chunk and GET /plans, behind the whole page's first render:
 * on a busy machine that is more than a find's usual wait.
 */
const CARD_WAIT = { timeout: 20_000 };

/** The Essential plan's price per member and its total line, as rendered. */
async function essentialPrice() {
  const perSeat = await screen.findByTestId('seat-price-Essential', {}, CARD_WAIT);
  return { perSeat: cents(perSeat.textContent ?? ''), total: screen.getByTestId('plan-total-Essential') };
}

// docs/product/public-site.md#landing-page-: the pricing card and the three contact forms.
describe('the landing page pricing', () => {
  it('shows both plans for one member a month, and the total follows the member count', async () => {
    const { user } = openLanding();
    for (const plan of ['Essential', 'Enterprise']) {
      const offer = await screen.findByTestId(`plan-${plan}`, {}, CARD_WAIT);
      expect(within(offer).getByRole('heading', { name: plan })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Fewer members' })).toBeDisabled();

    const one = await essentialPrice();
    expect(one.perSeat).toBe(4900);
    expect(one.total).toHaveTextContent('1 member: $49.00 a month, billed monthly');

    await user.click(screen.getByRole('button', { name: 'More members' }));
    await user.click(screen.getByRole('button', { name: 'More members' }));
    expect(screen.getByTestId('member-count')).toHaveTextContent('3');
    const three = await essentialPrice();
    // More members cost less each; the total is three times the price shown.
    expect(three.perSeat).toBeLessThan(one.perSeat);
    const total = /: (\$[\d,.]+) a month/.exec(three.total.textContent ?? '')?.[1] ?? '';
    expect(cents(total)).toBe(3 * three.perSeat);
    expect(screen.getByRole('button', { name: 'Fewer members' })).toBeEnabled();
  });

  it('shows the yearly price per month, less than the monthly one, billed for the year', async () => {
    const { user } = openLanding();
    const monthly = await essentialPrice();
    await user.click(screen.getByText('Yearly (save 12%)'));
    const yearly = await essentialPrice();
    expect(yearly.perSeat).toBe(Math.round(monthly.perSeat * 0.88));
    const total = /: (\$[\d,.]+) a year, billed yearly/.exec(yearly.total.textContent ?? '')?.[1] ?? '';
    expect(cents(total)).toBe(12 * yearly.perSeat);
  });

  it('asks more than 20 members to talk to the team, whose inquiry form opens from there', async () => {
    const { user } = openLanding();
    await screen.findByTestId('seat-price-Essential', {}, CARD_WAIT);
    const more = screen.getByRole('button', { name: 'More members' });
    for (let i = 1; i < 20; i++) await user.click(more);
    expect(screen.getByTestId('member-count')).toHaveTextContent('20');
    await user.click(more);
    const enterprise = await screen.findByRole('dialog', { name: 'Enterprise' });
    expect(screen.getByTestId('member-count')).toHaveTextContent('20');
    await user.click(within(enterprise).getByRole('button', { name: 'Contact our team' }));
    expect(await screen.findByRole('dialog', { name: 'Inquiry' })).toBeInTheDocument();
  });

  it('says the prices could not be loaded when the plans do not come', async () => {
    openLanding(() => HttpResponse.json({ status: 'error', message: 'down' }, { status: 503 }));
    expect(
      await screen.findByText('The prices could not be loaded. Please reload the page.', {}, CARD_WAIT),
    ).toBeInTheDocument();
    // The way to start stays.
    expect(screen.getAllByRole('link', { name: /Start your 3-day free trial/ }).length).toBeGreaterThan(0);
  });
});

describe('the landing page contact cards', () => {
  it.each([
    ['Get a Demo', 'Get a Demo'],
    ['Send an inquiry', 'Inquiry'],
    ['Contact support', 'Support'],
  ])('"%s" opens the %s form', async (cta, title) => {
    const { user } = openLanding();
    const contact = screen.getByRole('region', { name: 'Contact' });
    await user.click(within(contact).getByRole('button', { name: cta }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});

describe('the landing page features', () => {
  it('lists the open API among what the product does, and only pay intelligence as coming soon', async () => {
    openLanding();
    const platform = await screen.findByRole('region', { name: 'One platform from rate to signed quote' });
    expect(within(platform).getByText('Open API')).toBeInTheDocument();
    const soon = screen.getByRole('region', { name: /Pay intelligence/ });
    expect(within(soon).getByText('Pay intelligence (AI)')).toBeInTheDocument();
    expect(within(soon).queryByText('Open API')).not.toBeInTheDocument();
  });
});
