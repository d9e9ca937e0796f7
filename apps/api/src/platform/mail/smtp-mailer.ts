import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** nodemailer over SMTP; SMTP_URL is e.g. smtp://user:pass@smtp.example.com:587 or smtps://... */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
