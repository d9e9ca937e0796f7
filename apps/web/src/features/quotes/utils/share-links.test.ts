import { describe, expect, it } from 'vitest';
import { approveLink, telegramShare, whatsappShare } from './share-links';

describe('share links', () => {
  const link = approveLink('https://acme.staffmargin.app', '8f0e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b');

  it('points the client at /quote/approve/{uuid} on the same origin', () => {
    expect(link).toBe('https://acme.staffmargin.app/quote/approve/8f0e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b');
  });

  it('carries the whole link, encoded, in the WhatsApp and Telegram addresses', () => {
    const wa = new URL(whatsappShare(link, 'Acme Staffing'));
    expect(wa.origin).toBe('https://wa.me');
    expect(wa.searchParams.get('text')).toBe(
      `Acme Staffing sent you a quote. Review, approve and sign it here: ${link}`,
    );
    const tg = new URL(telegramShare(link, 'Acme Staffing'));
    expect(tg.origin + tg.pathname).toBe('https://t.me/share/url');
    expect(tg.searchParams.get('url')).toBe(link);
    expect(tg.searchParams.get('text')).toBe('Acme Staffing sent you a quote');
  });
});
