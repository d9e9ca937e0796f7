import { describe, expect, it } from 'vitest';
import { contactMail, invitationMail, quoteMail } from './templates';

const quote = {
  organizationName: 'Acme Staffing',
  quoteNumber: 'Q-0042',
  companyName: 'Buyer Inc',
  validUntil: '12/31/2026',
};

describe('e-mail texts', () => {
  it('a quote without a note has no quoted block; with one, each line is quoted under the organisation’s name', () => {
    const plain = quoteMail('b@x.test', quote, 'http://x/q');
    expect(plain.subject).toBe('Quote Q-0042 from Acme Staffing');
    expect(plain.text).not.toContain('Message from');
    expect(plain.html).not.toContain('<blockquote');

    const noted = quoteMail('b@x.test', { ...quote, note: 'Line one\r\nLine <two>\rLine 3' }, 'http://x/q');
    expect(noted.subject).toBe('Quote Q-0042 from Acme Staffing');
    expect(noted.text).toContain(
      'Message from Acme Staffing:\n> Line one\n> Line <two>\n> Line 3\n(written by Acme Staffing, not by StaffMargin)',
    );
    expect(noted.html).toContain('<blockquote');
    expect(noted.html).toContain('Line one<br>Line &lt;two&gt;<br>Line 3</blockquote>');
  });

  it('bounds the names people typed in subjects and sentences to one line', () => {
    const longName = `Evil Corp\nSubject: hi ${'x'.repeat(300)}`;
    const mail = invitationMail(
      'i@x.test',
      longName,
      `Dana\r\nYour account is suspended ${'y'.repeat(200)}`,
      'u',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(110);
    expect(mail.subject.startsWith('You are invited to join Evil Corp Subject: hi xxx')).toBe(true);
    expect(mail.subject.endsWith('…')).toBe(true);
    const first = mail.text.split('\n')[0]!;
    expect(first.startsWith('Dana Your account is suspended yyy')).toBe(true);
    expect(first.length).toBeLessThan(220);

    const quoteSubject = quoteMail(
      'b@x.test',
      { ...quote, quoteNumber: `Q-1\n${'9'.repeat(100)}` },
      'u',
    ).subject;
    expect(quoteSubject).not.toMatch(/[\r\n]/);
    expect(quoteSubject.length).toBeLessThanOrEqual(130);

    const contact = contactMail('s@x.test', {
      id: 7,
      kind: 'support',
      name: `Ann\tLee\u2028${'z'.repeat(200)}`,
      email: 'a@x.test',
      companyName: '',
      message: 'Hi',
    });
    expect(contact.subject).toMatch(/^Support request #7 from Ann Lee z+…$/);
    expect(contact.subject.length).toBeLessThanOrEqual(110);
  });
});
