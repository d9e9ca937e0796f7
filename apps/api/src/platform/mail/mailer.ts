/** One e-mail; `html` and `text` carry the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise the database outbox (see createMailer). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
