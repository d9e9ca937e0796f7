import { contactMessages } from '@app/contracts/contact/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, outboxEmails } from '../../db/schema';
import { TestClient } from '../../testing/accounts';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp({ SUPPORT_EMAIL: 'help@staffing.test', CONTACT_RATE_LIMIT_MAX: '50' });

const mailsTo = (to: string) => ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe('contact forms', () => {
  it('stores a demo request and e-mails it to the support address', async () => {
    const res = await new TestClient(ctx.app).post('/api/get_a_demo', {
      formInput: {
        email: 'Ann@Acme.test',
        name: 'Ann Lee',
        companyname: 'Acme Staffing',
        noOfEmployee: '40',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: contactMessages.demoSent });
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.email, 'ann@acme.test'));
    expect(row).toMatchObject({ kind: 'demo', name: 'Ann Lee', companyName: 'Acme Staffing', employees: 40 });
    expect(row!.mailedAt).not.toBeNull();
    const mail = (await mailsTo('help@staffing.test')).find((m) => m.subject.includes(`#${row!.id}`));
    expect(mail?.subject).toBe(`Demo request #${row!.id} from Ann Lee`);
    expect(mail?.text).toContain('Number of employees: 40');
    expect(mail?.text).toContain('E-mail: ann@acme.test');
  });

  it('sends inquiries and support requests with their own messages, escaping the sender’s text', async () => {
    const client = new TestClient(ctx.app);
    const inquiry = await client.post('/api/send_enquiry', {
      enquireData: { name: 'Bo', companyName: '', email: 'bo@x.test', message: '<b>Pricing</b> for 30?' },
    });
    expect(inquiry.json()).toEqual({ status: 'success', message: contactMessages.inquirySent });
    const support = await client.post('/api/send_support', {
      supportData: { name: 'Cy', email: 'cy@x.test', message: 'Cannot export PDF' },
    });
    expect(support.json()).toEqual({ status: 'success', message: contactMessages.supportSent });
    const mails = await mailsTo('help@staffing.test');
    const html = mails.find((m) => m.subject.startsWith('Inquiry'))!.html;
    expect(html).toContain('&lt;b&gt;Pricing&lt;/b&gt;');
    expect(html).not.toContain('<b>Pricing');
    expect(
      mails.some((m) => m.subject.startsWith('Support request') && m.text.includes('Cannot export PDF')),
    ).toBe(true);
  });

  it('records who sent it when signed in', async () => {
    const org = await createOrganization(ctx.database.db, 'contactco');
    const owner = org.members.Owner;
    const res = await new TestClient(ctx.app).request(
      'POST',
      '/api/send_support',
      { supportData: { name: 'Owner', email: owner.email, message: 'Help with SUTA' } },
      { cookie: owner.cookie },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.message, 'Help with SUTA'));
    expect(row!.userId).toBe(owner.userId);
  });

  it('answers 400 with each field’s message', async () => {
    const res = await new TestClient(ctx.app).post('/api/get_a_demo', {
      formInput: { email: 'nope', name: '', companyname: 'A', noOfEmployee: 'many' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors['formInput.email']).toEqual(['Please enter a valid email address']);
    expect(errors['formInput.name']).toEqual(['Name is required']);
    expect(errors['formInput.noOfEmployee']).toEqual(['Number of employees must be a number']);
  });

  it('answers a filled-in honeypot like a success and stores and sends nothing', async () => {
    const before = (await mailsTo('help@staffing.test')).length;
    const res = await new TestClient(ctx.app).post('/api/send_enquiry', {
      enquireData: { name: 'Bot', email: 'bot@spam.test', message: 'Buy now', website: 'http://spam.test' },
    });
    expect(res.json()).toEqual({ status: 'success', message: contactMessages.inquirySent });
    expect(
      await ctx.database.db.select().from(inquiries).where(eq(inquiries.email, 'bot@spam.test')),
    ).toEqual([]);
    expect((await mailsTo('help@staffing.test')).length).toBe(before);
  });
});

describe('contact form limits and failures', () => {
  it('allows CONTACT_RATE_LIMIT_MAX requests per address per hour across the three forms, then 429', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '3' });
    try {
      const client = new TestClient(limited.app);
      const body = { name: 'Di', email: 'di@x.test', message: 'Hi' };
      expect((await client.post('/api/send_enquiry', { enquireData: body })).statusCode).toBe(200);
      expect((await client.post('/api/send_support', { supportData: body })).statusCode).toBe(200);
      const demo = { email: 'di@x.test', name: 'Di', companyname: 'D', noOfEmployee: 3 };
      expect((await client.post('/api/get_a_demo', { formInput: demo })).statusCode).toBe(200);
      const fourth = await client.post('/api/send_support', { supportData: body });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it('stops at MAIL_LIMIT_CONTACT_PER_DAY e-mails a day from every address together: 429, nothing stored or sent', async () => {
    const capped = await createTestApp({
      MAIL_LIMIT_CONTACT_PER_DAY: '2',
      SUPPORT_EMAIL: 'cap@staffing.test',
    });
    try {
      const from = (remoteAddress: string, name: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/send_support',
          remoteAddress,
          headers: { host: 'localhost:3000' },
          payload: { supportData: { name, email: 'fa@x.test', message: 'Hi' } },
        });
      expect((await from('10.0.0.1', 'First')).statusCode).toBe(200);
      expect((await from('10.0.0.2', 'Second')).statusCode).toBe(200);
      const third = await from('10.0.0.3', 'Third');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(
        /^Our contact forms have received too many messages today\. Please try again in \d+ (hours|minutes?)\.$/,
      );
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await capped.database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.email, 'fa@x.test'));
      expect(stored.map((r) => r.name)).toEqual(['First', 'Second']);
      const mails = await capped.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'cap@staffing.test'));
      expect(mails.length).toBe(2);
    } finally {
      await capped.close();
    }
  });

  it('keeps the request and says it was not sent when the mail server is down', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await new TestClient(down.app).post('/api/send_support', {
        supportData: { name: 'Ed', email: 'ed@x.test', message: 'Stuck' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(contactMessages.supportFailed);
      const [row] = await down.database.db.select().from(inquiries).where(eq(inquiries.email, 'ed@x.test'));
      expect(row).toMatchObject({ kind: 'support', mailedAt: null });
    } finally {
      await down.close();
    }
  });
});
