import { countMailSent } from '../metrics/metrics';
import type { Mailer } from './mailer';

/**
 * The mailer every route and the mail job send through (app.ts): each e-mail the transport accepted is counted
 * by kind (`staffmargin_mail_sent_total`); the kind itself is not handed to the transport.
 */
export function countedMailer(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    async send({ kind = 'other', ...message }) {
      await mailer.send(message);
      countMailSent(kind);
    },
    ...(mailer.close ? { close: () => mailer.close?.() } : {}),
  };
}
