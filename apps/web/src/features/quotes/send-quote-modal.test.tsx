import { sendQuoteBodySchema } from '@app/contracts/quotes/requests';
import { act, fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import { SendQuoteModal } from './components/send-quote-modal';

const uuid = 'Zm9vYmFyLXRva2VuLWZvci10ZXN0cy0xMjM0NTY3ODkw';
const quote = { id: 31, uuid, quoteNumber: 'Q-0008', organizationName: 'Acme Staffing' };
const link = `${window.location.origin}/quote/approve/${uuid}`;

function renderModal() {
  const onClose = vi.fn();
  const view = renderPage(<SendQuoteModal quote={quote} opened onClose={onClose} />);
  return { ...view, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Send quote modal', () => {
  it('reads Copied! for 2 seconds after copying the client link, then Copy link again', async () => {
    renderModal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // fireEvent: user-event's own pauses would wait on the faked clock.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('restarts the 2 seconds when the link is copied again', async () => {
    renderModal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copied!' })));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('e-mails the link, shows the server’s message and closes', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/organization_team/quote/send', async ({ request }) => {
        const body = sendQuoteBodySchema.parse(await request.json());
        sent.push(body);
        return HttpResponse.json({
          status: 200,
          data: { message: `Quote sent to ${body.email}`, sent_at: new Date().toISOString() },
        });
      }),
    );
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Send to an e-mail address' }), 'buyer@globex.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote sent to buyer@globex.test')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ id: 31, email: 'buyer@globex.test', quote_link: link }]);
  });

  it('says Error, Please try again. when the e-mail cannot be sent, and stays open', async () => {
    server.use(
      http.post('*/api/organization_team/quote/send', () =>
        HttpResponse.json({ status: 'error', code: 'INTERNAL', message: 'mail down' }, { status: 502 }),
      ),
    );
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Send to an e-mail address' }), 'buyer@globex.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('Error, Please try again.')).length).toBeGreaterThanOrEqual(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s words when the sending limit is reached, under the box and as a toast', async () => {
    const limit =
      'During the trial, an organisation can send at most 30 e-mails a day (quotes and invitations together), and this would go over it. Please try again in 14 hours, or choose a plan to send more.';
    server.use(
      http.post('*/api/organization_team/quote/send', () =>
        HttpResponse.json(
          { status: 'error', code: 'TOO_MANY_REQUESTS', message: limit },
          { status: 429, headers: { 'retry-after': '50400' } },
        ),
      ),
    );
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Send to an e-mail address' }), 'buyer@globex.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(limit)).length).toBeGreaterThanOrEqual(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shares the same link through WhatsApp and Telegram', () => {
    renderModal();
    const wa = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(wa.searchParams.get('text')).toContain(link);
    const tg = new URL(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')!);
    expect(tg.searchParams.get('url')).toBe(link);
    expect(screen.getByRole('textbox', { name: 'Client link' })).toHaveValue(link);
  });
});
