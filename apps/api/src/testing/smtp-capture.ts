import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Also imported by apps/api/scripts/release-check.mjs, which plain Node 24 runs: this file keeps to erasable
// TypeScript (Node strips the types) and imports packages only (Node does not resolve extensionless paths).

export interface SmtpCapture {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first (past or future) e-mail to `to` whose subject contains `subject`. */
  waitFor(to: string, subject: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port; every e-mail is parsed with mailparser. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const matches = (m: ParsedMail, to: string, subject: string) =>
    (m.subject ?? '').includes(subject) &&
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.toLowerCase().includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find((m) => matches(m, to, subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} about "${subject}"`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
