/** A file sent with an e-mail (a quote's PDF). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail; `html` and `text` carry the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise the database outbox (see createMailer). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
