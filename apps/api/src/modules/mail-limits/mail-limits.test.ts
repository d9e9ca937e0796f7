import { Writable } from 'node:stream';
import { mailLimitMessage } from '@app/contracts/mail-limits';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitations, jobs, organizations, outboxEmails, quoteEvents } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { client } from '../../testing/member-client';
import { createOrganization, type TestOrganization } from '../../testing/tenants';
import { createTestApp, drainJobs, type TestContext } from '../../testing/test-app';
import { createBody, type QuoteFixture, quoteFixture } from '../quotes/quotes.test-helpers';
import { type MailRefusal, onMailRefused } from './mail-limits';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
// Today, 10:00 UTC: the organisation's day budget starts again in 14 hours, the user's hour in 60 minutes.
const T0 = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 10 * HOUR_MS);
const clock = manualClock(T0);
const logLines: string[] = [];
const refusals: MailRefusal[] = [];
let stopHook: () => void;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {
      // Jobs stay queued: the test counts what was queued, without rendering 60 PDFs.
      JOBS_WORKER: 'off',
      MAIL_LIMIT_USER_PER_HOUR: '40',
      MAIL_LIMIT_ORG_PER_DAY: '50',
      MAIL_LIMIT_TRIAL_ORG_PER_DAY: '30',
      LOG_LEVEL: 'warn',
    },
    undefined,
    {
      level: 'warn',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
    { clock },
  );
  stopHook = onMailRefused((r) => refusals.push(r));
});
afterAll(async () => {
  stopHook();
  await ctx.close();
});
beforeEach(() => {
  clock.set(T0);
});

/** Mail jobs queued for addresses at `domain`: what the mailer would send. */
async function queuedTo(domain: string) {
  const rows = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), like(sql`${jobs.payload}->>'to'`, `%@${domain}`)));
  return rows.map((r) => r.payload as { to: string; subject: string; text: string; html: string });
}

const mailEvents = () => logLines.map((l) => JSON.parse(l)).filter((l) => l.event === 'mail_limit_reached');

async function startTrial(orgId: number) {
  await ctx.database.db
    .update(organizations)
    .set({ trialEndsAt: new Date(T0.getTime() + 3 * DAY_MS) })
    .where(eq(organizations.id, orgId));
}

async function newQuote(f: QuoteFixture, number: string) {
  const res = await client(ctx, f.org.members['Team Member'].cookie).post(
    '/organization_team/quote/create',
    createBody(f, { quote_number: number }),
  );
  expect(res.status).toBe(200);
  return res.body.data.quotation as { id: number; quote_number: string };
}

describe('quote e-mails', () => {
  it('60 parallel sends from a trial organisation: the trial cap is sent, the rest answer 429 and write nothing', async () => {
    const f = await quoteFixture(ctx, 'trialsender');
    await startTrial(f.org.id);
    const q = await newQuote(f, 'TRIAL-1');
    const member = client(ctx, f.org.members['Team Member'].cookie);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/organization_team/quote/send',
          headers: { host: 'localhost:3000', cookie: f.org.members['Team Member'].cookie },
          payload: { id: q.id, email: `buyer${i}@outside-trial.test`, message: 'Your account is suspended' },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok.length).toBe(30);
    expect(refused.length).toBe(30);
    // What was queued is exactly what was answered 200, one e-mail each, to the addresses answered.
    const queued = await queuedTo('outside-trial.test');
    expect(queued.length).toBe(ok.length);
    expect(new Set(queued.map((m) => m.to)).size).toBe(30);
    // A refused send is not in the quote's history either.
    const sent = await ctx.database.db
      .select()
      .from(quoteEvents)
      .where(and(eq(quoteEvents.quoteId, q.id), eq(quoteEvents.type, 'sent')));
    expect(sent.length).toBe(30);
    const answer = refused[0]!;
    expect(answer.json()).toMatchObject({
      status: 'error',
      code: 'TOO_MANY_REQUESTS',
      message: mailLimitMessage('trial', 30, 14 * 3600),
    });
    expect(answer.json().message).toContain('try again in 14 hours');
    expect(answer.headers['retry-after']).toBe(String(14 * 3600));
    // One warn line per refusal, for an operator's alert, and the metrics hook heard each.
    const events = mailEvents().filter((e) => e.organizationId === f.org.id);
    expect(events.length).toBe(30);
    expect(events[0]).toMatchObject({
      level: 40,
      event: 'mail_limit_reached',
      organizationId: f.org.id,
      userId: f.org.members['Team Member'].userId,
      kind: 'quote',
      scope: 'trial',
      limit: 30,
    });
    expect(refusals.filter((r) => r.organizationId === f.org.id).length).toBe(30);
    // Another member of the same organisation shares its day.
    const owner = await client(ctx, f.org.members.Owner.cookie).post('/organization_team/quote/send', {
      id: q.id,
      email: 'x@outside-trial.test',
    });
    expect(owner.status).toBe(429);
    expect(owner.body.message).toBe(mailLimitMessage('trial', 30, 14 * 3600));
    // The next day the budget starts again.
    clock.set(new Date(T0.getTime() + 14 * HOUR_MS));
    const tomorrow = await member.post('/organization_team/quote/send', {
      id: q.id,
      email: 'late@outside-trial.test',
    });
    expect(tomorrow.status).toBe(200);
  });

  it('shows the member’s note as the organisation’s quoted message, escaped, with a bounded subject', async () => {
    const f = await quoteFixture(ctx, 'notesender');
    await ctx.database.db
      .update(organizations)
      .set({ name: 'Note Staffing\r\nBcc: everyone@example.test' })
      .where(eq(organizations.id, f.org.id));
    const q = await newQuote(f, 'NOTE-1');
    const note = 'Your account is suspended.\n<a href="http://evil.test">Log in here</a> & pay';
    const res = await client(ctx, f.org.members['Team Member'].cookie).post('/organization_team/quote/send', {
      id: q.id,
      email: 'buyer@outside-note.test',
      message: note,
    });
    expect(res.status).toBe(200);
    await drainJobs(ctx);
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'buyer@outside-note.test'));
    expect(mail!.subject).toBe('Quote NOTE-1 from Note Staffing Bcc: everyone@example.test');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject).not.toContain('suspended');
    expect(mail!.text).toContain(
      [
        'Message from Note Staffing Bcc: everyone@example.test:',
        '> Your account is suspended.',
        '> <a href="http://evil.test">Log in here</a> & pay',
        '(written by Note Staffing Bcc: everyone@example.test, not by StaffMargin)',
      ].join('\n'),
    );
    // Nowhere outside the quoted block does the note appear as the product's sentence.
    expect(mail!.text.split('\n').filter((l) => l.includes('suspended'))).toEqual([
      '> Your account is suspended.',
    ]);
    expect(mail!.html).toContain(
      '<strong>Message from Note Staffing Bcc: everyone@example.test:</strong></p><blockquote',
    );
    expect(mail!.html).toContain(
      'Your account is suspended.<br>&lt;a href=&quot;http://evil.test&quot;&gt;Log in here&lt;/a&gt; &amp; pay</blockquote>',
    );
    expect(mail!.html).not.toContain('href="http://evil.test"');
  });
});

describe('invitations', () => {
  let org: TestOrganization;
  beforeEach(async () => {
    org = await createOrganization(ctx.database.db, `inv${Date.now().toString(36)}`);
  });
  const emails = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => ({ email: `${tag}${i}@outside-inv.test`, role: 4 }));
  const openInvitations = async () =>
    ctx.database.db.select().from(invitations).where(eq(invitations.organizationId, org.id));

  it('counts every recipient of a batch: over the user’s hour nothing is written or sent', async () => {
    const admin = client(ctx, org.members.Admin.cookie);
    const tooMany = await admin.post('/organization/team', { data: emails(41, `${org.domain}a`) });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe(mailLimitMessage('user', 40, 3600));
    expect(tooMany.body.message).toContain('try again in 60 minutes');
    expect(await openInvitations()).toEqual([]);
    expect((await queuedTo('outside-inv.test')).filter((m) => m.to.startsWith(org.domain))).toEqual([]);

    const forty = await admin.post('/organization/team', { data: emails(40, `${org.domain}a`) });
    expect(forty.status).toBe(200);
    expect((await openInvitations()).length).toBe(40);
    const [first] = await openInvitations();
    // The resend is one more e-mail of the same user: refused, and the old link keeps working.
    const resend = await admin.post('/organization/invitations/resend', { id: first!.id });
    expect(resend.status).toBe(429);
    const [after] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, first!.id));
    expect(after!.tokenHash).toBe(first!.tokenHash);

    // Another member has their own hour, but the organisation's day (50) is shared.
    const owner = client(ctx, org.members.Owner.cookie);
    const eleven = await owner.post('/organization/team', { data: emails(11, `${org.domain}b`) });
    expect(eleven.status).toBe(429);
    expect(eleven.body.message).toBe(mailLimitMessage('organization', 50, 14 * 3600));
    const ten = await owner.post('/organization/team', { data: emails(10, `${org.domain}b`) });
    expect(ten.status).toBe(200);
    const sent = (await queuedTo('outside-inv.test')).filter((m) => m.to.startsWith(org.domain));
    expect(sent.length).toBe(50);

    // An hour later the admin's hour is new, the organisation's day is not.
    clock.advance(HOUR_MS);
    expect((await admin.post('/organization/invitations/resend', { id: first!.id })).status).toBe(429);
    clock.set(new Date(T0.getTime() + 14 * HOUR_MS));
    expect((await admin.post('/organization/invitations/resend', { id: first!.id })).status).toBe(200);
    const events = mailEvents().filter((e) => e.organizationId === org.id);
    expect(events.map((e) => `${e.kind}/${e.scope}`)).toEqual([
      'invitation/user',
      'invitation/user',
      'invitation/organization',
      'invitation/organization',
    ]);
  });

  it('an e-mail change code goes to an address the user typed: it counts in their hour', async () => {
    const admin = client(ctx, org.members.Admin.cookie);
    expect((await admin.post('/organization/team', { data: emails(40, `${org.domain}c`) })).status).toBe(200);
    const newAddress = `${org.domain}@outside-change.test`;
    const refused = await admin.post('/user/update_email', { email: newAddress });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(mailLimitMessage('user', 40, 3600));
    const mailsTo = () => ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, newAddress));
    expect(await mailsTo()).toEqual([]);
    clock.advance(HOUR_MS);
    expect((await admin.post('/user/update_email', { email: newAddress })).status).toBe(200);
    expect((await mailsTo()).length).toBe(1);
  });

  it('team invitations count too: over the budget the team is not created', async () => {
    const admin = client(ctx, org.members.Admin.cookie);
    const res = await admin.post('/organization_teams/create', {
      team_name: 'Too many',
      invitation: emails(41, `${org.domain}t`).map((e) => ({ email: e.email, role: 4 })),
    });
    expect(res.status).toBe(429);
    const teams = await admin.post('/organization_teams');
    expect(JSON.stringify(teams.body)).not.toContain('Too many');
    expect(await openInvitations()).toEqual([]);
  });
});
