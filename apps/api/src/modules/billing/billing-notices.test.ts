import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { outboxEmails } from '../../db/schema';
import { createMailOutbox } from '../../platform/mail/mail-outbox';
import { billingTestApp, DAY, payWithNewCard, setTrialEnd, T0 } from '../../testing/billing-test-app';
import type { TestOrganization } from '../../testing/tenants';
import { drainJobs } from '../../testing/test-app';
import { runTrialNotices } from './billing-notices';
import type { BillingDeps } from './deps';
import { createSandboxProvider } from './providers/sandbox';

const { app, clock, owner, trialOrg } = billingTestApp();

/** One server process's deps: the same database and clock; `settled` sends what it wrote to the mail outbox. */
function processDeps(): BillingDeps {
  const { db } = app.ctx.database;
  const pending: Promise<void>[] = [];
  return {
    db,
    env: loadEnv({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
    outbox: createMailOutbox(() => {}),
    background: {
      run: (work: () => Promise<void>) => void pending.push(work()),
      settled: async () => {
        await Promise.all(pending);
        await app.ctx.app.jobs.drain();
      },
    },
    clock,
    provider: createSandboxProvider(),
  };
}

/** Runs the trial notices in `count` processes at once, then lets each send what it wrote. */
async function trialNoticesIn(count: number) {
  const processes = Array.from({ length: count }, () => processDeps());
  await Promise.all(processes.map((deps) => runTrialNotices(deps)));
  await Promise.all(processes.map((deps) => deps.background.settled()));
}

/** The e-mails the organisation's four members received, by subject. */
async function mailsOf(org: TestOrganization, subject: string) {
  const rows = await app.ctx.database.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.subject, subject),
        inArray(
          outboxEmails.to,
          Object.values(org.members).map((m) => m.email),
        ),
      ),
    );
  return rows;
}

const roleOf = (org: TestOrganization, email: string) =>
  Object.entries(org.members).find(([, m]) => m.email === email)?.[0];

/** Ends the trial and pays a plan (charged at once: docs/product/billing.md#subscribing-during-the-trial). */
async function subscribe(org: TestOrganization, cardNumber = '4242424242424242') {
  await setTrialEnd(app.ctx, org, clock.now());
  const res = await payWithNewCard(owner(org), app.planIds['enterprise-monthly']!, 4, { number: cardNumber });
  expect(res.status).toBe(200);
}

describe('trial e-mails', () => {
  it('e-mails the owner and admins once a day before the trial ends, even from two processes at once, then once when it has ended', async () => {
    clock.set(T0);
    const org = await trialOrg('notice-trial');
    const paying = await trialOrg('notice-paying');
    await subscribe(paying);

    // Two days before the end: nothing yet.
    clock.set(new Date(T0.getTime() + DAY));
    await trialNoticesIn(1);
    expect(await mailsOf(org, 'Your StaffMargin trial ends tomorrow')).toHaveLength(0);

    clock.set(new Date(T0.getTime() + 2 * DAY + 60 * 60_000));
    await trialNoticesIn(2);
    const ending = await mailsOf(org, 'Your StaffMargin trial ends tomorrow');
    expect(ending.map((m) => roleOf(org, m.to)).sort()).toEqual(['Admin', 'Owner']);
    expect(ending[0]!.text).toContain('ends on November 26, 2026');
    expect(ending[0]!.text).toContain('$49.00 per member a month for one member');
    expect(ending[0]!.text).toContain('$39.00 at 20');
    expect(ending[0]!.text).toContain('/change-plan');
    // A later tick sends nothing more.
    await trialNoticesIn(1);
    expect(await mailsOf(org, 'Your StaffMargin trial ends tomorrow')).toHaveLength(2);

    clock.set(new Date(T0.getTime() + 3 * DAY + 60_000));
    await trialNoticesIn(2);
    const ended = await mailsOf(org, 'Your StaffMargin trial has ended');
    expect(ended.map((m) => roleOf(org, m.to)).sort()).toEqual(['Admin', 'Owner']);
    expect(ended[0]!.text).toContain('ended on November 26, 2026');
    expect(ended[0]!.text).toContain('nothing can be changed until a plan is paid');

    // An organisation that subscribed during its trial gets neither.
    expect(await mailsOf(paying, 'Your StaffMargin trial ends tomorrow')).toHaveLength(0);
    expect(await mailsOf(paying, 'Your StaffMargin trial has ended')).toHaveLength(0);
  });
});

describe('plan e-mails', () => {
  it('e-mails a cancellation with the plan and its last day to the owner and admins', async () => {
    clock.set(T0);
    const org = await trialOrg('notice-cancel');
    await subscribe(org);
    const res = await owner(org).post('/subscription/cancel', { cancel_plan: true });
    expect(res.status).toBe(200);
    await drainJobs(app.ctx);
    const mails = await mailsOf(org, 'Your StaffMargin plan is cancelled');
    expect(mails.map((m) => roleOf(org, m.to)).sort()).toEqual(['Admin', 'Owner']);
    expect(mails[0]!.text).toContain('The Enterprise plan of');
    expect(mails[0]!.text).toContain(
      'It stays active until December 23, 2026; nothing more will be charged.',
    );
  });

  it('sends the receipt to the owner and admins with its amounts and a link to the invoice view', async () => {
    clock.set(T0);
    const org = await trialOrg('notice-receipt');
    await subscribe(org);
    await drainJobs(app.ctx);
    const [invoice] = (await owner(org).post('/bill_settings')).body.data.billing_histories;
    const mails = await mailsOf(org, `Receipt ${invoice.number} from StaffMargin`);
    expect(mails.map((m) => roleOf(org, m.to)).sort()).toEqual(['Admin', 'Owner']);
    // 4 monthly seats at $47.00.
    expect(mails[0]!.text).toContain('Total paid: $188.00');
    expect(mails[0]!.text).toContain(`/settings/billing-payment/invoices/${invoice.id}`);
  });
});
