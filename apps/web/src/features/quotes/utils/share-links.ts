/** The client's link to a quote: {origin}/quote/approve/{uuid} (docs/product/quotes.md#send-quote-modal). */
export const approveLink = (origin: string, uuid: string) =>
  `${origin}/quote/approve/${encodeURIComponent(uuid)}`;

const message = (link: string, organization?: string) =>
  `${organization ? `${organization} sent you a quote` : 'Your quote'}. Review, approve and sign it here: ${link}`;

/** WhatsApp's share address: the app opens with the message (and link) ready to send to a chat. */
export const whatsappShare = (link: string, organization?: string) =>
  `https://wa.me/?text=${encodeURIComponent(message(link, organization))}`;

/** Telegram's share address: the link, with the message as its text. */
export const telegramShare = (link: string, organization?: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(
    organization ? `${organization} sent you a quote` : 'Your quote',
  )}`;
