/** A file sent with an e-mail (a quote's PDF). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What an e-mail is for: the `kind` label of the e-mail metrics (docs/deployment.md#metrics). */
export type MailKind =
  | 'confirm_email'
  | 'reset_password'
  | 'invitation'
  | 'email_change_code'
  | 'quote'
  | 'quote_signed'
  | 'quote_answered'
  | 'receipt'
  | 'payment_failed'
  | 'trial_ending'
  | 'trial_ended'
  | 'cancellation'
  | 'resumption'
  | 'contact'
  | 'webhook_disabled'
  | 'other';

/** One e-mail; `html` and `text` carry the same content. */
export interface MailMessage {
  /** Set by every template (templates.ts); a message without one is counted as `other`. */
  kind?: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The same for every attempt at one queued e-mail (mail-outbox.ts), so a resend reads as one e-mail. */
  messageId?: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise the database outbox (see createMailer). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
