import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { claimJobs } from '../jobs/job-queue';
import { createJobWorker } from '../jobs/worker';
import { createMailOutbox, MAIL_JOB, mailJobHandler } from './mail-outbox';
import { createSmtpMailer } from './smtp-mailer';
import { resetPasswordMail } from './templates';

/**
 * The transactional outbox of e-mails (docs/decisions/0004-job-queue.md): an e-mail exists exactly when the
 * transaction that wrote it commits, and the worker delivers it after the commit, at least once, with one
 * Message-ID for every attempt. The app's own worker is off (JOBS_WORKER=off): nothing is sent until a worker,
 * here a "restarted process", runs the queue.
 */
let ctx: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, JOBS_WORKER: 'off', APP_DOMAIN: 'localhost:3000' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const silent = { error: () => {}, warn: () => {} };
/** Another API process: its own worker and SMTP connection over the same database. */
function restartedProcess() {
  return createJobWorker({
    db: ctx.database.db,
    enabled: false,
    pollMs: 1000,
    log: silent,
    handlers: {
      [MAIL_JOB]: mailJobHandler(
        createSmtpMailer(smtp.url, 'x@staffmargin.test'),
        async () => [],
        'localhost',
      ),
    },
  });
}
const mailsTo = (to: string) =>
  smtp.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text === to));
const jobsTo = (to: string) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`));

describe('mail outbox', () => {
  it('a reset link committed before a crash is sent once when a worker runs again, not before', async () => {
    const org = await createOrganization(ctx.database.db, 'outbox-crash');
    const { email } = org.members.Admin;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password', payload: { email } });
    expect(res.statusCode).toBe(200);
    await ctx.app.backgroundSettled();
    // Committed with its token, not sent: the process "died" before its worker ran.
    expect(mailsTo(email)).toHaveLength(0);
    const queued = await jobsTo(email);
    expect(queued.map((j) => j.state)).toEqual(['queued']);

    const worker = restartedProcess();
    await worker.drain();
    await worker.drain();
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Reset password instructions']);
    // Done, and its payload (the link) dropped.
    const [done] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(done).toMatchObject({ state: 'done', payload: {} });
  });

  it('a process that dies after sending, before recording it, sends again with the same Message-ID', async () => {
    const to = 'resend@outbox.test';
    const outbox = createMailOutbox(() => {});
    await outbox.mail(ctx.database.db, resetPasswordMail(to, 'Ann', 'http://localhost:3000/r'));
    // The first process claims the job, hands the e-mail to SMTP, and dies before marking it done.
    const inHand = await claimJobs(ctx.database.db, 10);
    const claimed = inHand.find((j) => (j.payload as { to: string }).to === to);
    expect(claimed?.kind).toBe(MAIL_JOB);
    const handler = mailJobHandler(
      createSmtpMailer(smtp.url, 'x@staffmargin.test'),
      async () => [],
      'localhost',
    );
    await handler(claimed!.payload, claimed!);
    // Its lease ends; another process delivers it again: at least once, and the receiver sees one message.
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(
        inArray(
          jobs.id,
          inHand.map((j) => j.id),
        ),
      );
    await restartedProcess().drain();
    const sent = mailsTo(to);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
    expect(sent[1]!.messageId).toBe(sent[0]!.messageId);
  });

  it('an e-mail written in a transaction that rolls back is never sent', async () => {
    const to = 'rollback@outbox.test';
    const outbox = createMailOutbox(() => {});
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await outbox.mail(tx, resetPasswordMail(to, 'Ann', 'http://localhost:3000/r'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await restartedProcess().drain();
    expect(await jobsTo(to)).toHaveLength(0);
    expect(mailsTo(to)).toHaveLength(0);
  });

  it('the same e-mail written twice under one dedupe key (a retried operation) is sent once', async () => {
    const to = 'dedupe@outbox.test';
    const outbox = createMailOutbox(() => {});
    for (let attempt = 0; attempt < 2; attempt++) {
      await ctx.database.db.transaction((tx) =>
        outbox.mail(tx, resetPasswordMail(to, 'Ann', 'http://localhost:3000/r'), { dedupeKey: `test:${to}` }),
      );
    }
    await restartedProcess().drain();
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('two processes draining 20 e-mails at once send each exactly once', async () => {
    const outbox = createMailOutbox(() => {});
    const addresses = Array.from({ length: 20 }, (_, i) => `many-${i}@outbox.test`);
    await ctx.database.db.transaction(async (tx) => {
      for (const to of addresses) await outbox.mail(tx, resetPasswordMail(to, 'Ann', 'http://x/r'));
    });
    await Promise.all([restartedProcess().drain(), restartedProcess().drain()]);
    expect(addresses.map((to) => mailsTo(to).length)).toEqual(addresses.map(() => 1));
  });
});
