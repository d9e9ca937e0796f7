import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename?: string; contentType: string; size: number }[];
}

export interface MailCatcher {
  /** smtp://127.0.0.1:PORT, for the server's SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Waits (retrying, up to 30 s) for an e-mail to `to` whose subject matches, and answers it. */
  waitFor(to: string, subject: RegExp): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addresses = (parsed: ParsedMail): string[] => {
  const to = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
};

/**
 * A real SMTP server on a free port that keeps every message it receives, parsed: the product sends through
 * nodemailer exactly as it would to a mail provider, and the journey reads what arrived.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: addresses(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.size,
            })),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const find = (to: string, subject: RegExp) =>
    mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, subject) {
      await expect
        .poll(() => Boolean(find(to, subject)), {
          message: `an e-mail to ${to} with a subject like ${subject}`,
          timeout: 30_000,
        })
        .toBe(true);
      return find(to, subject)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
