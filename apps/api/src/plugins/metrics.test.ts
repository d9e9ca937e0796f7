import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { countMailRefused } from '../platform/metrics/metrics';
import { TestClient } from '../testing/accounts';
import { client } from '../testing/member-client';
import { createOrganization } from '../testing/tenants';
import { createTestApp, drainJobs, type TestContext } from '../testing/test-app';

/** What Prometheus scrapes (docs/deployment.md#metrics), read the way an operator's query would. */

const TOKEN = 'metrics-test-token-0123456789-abcdefghij';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample: `name{labels}` with every given label, summed over the others (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`))) total += Number(match[3]);
  }
  return total;
}

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  beforeAll(async () => {
    // JOBS_WORKER=off: queued jobs wait for a drain, as they would for another process's worker.
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN, JOBS_WORKER: 'off' });
  });
  afterAll(() => ctx.close());

  it('refuses a scrape without the token or with another one', async () => {
    const none = await ctx.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('http_request_duration_seconds');
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await ctx.app.inject({ url: '/metrics', headers: { authorization: TOKEN } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts a request under its route pattern, never its URL, with a latency histogram', async () => {
    const org = await createOrganization(ctx.database.db, 'metrics-route');
    const member = org.members.Manager.userId;
    const api = client(ctx, org.members.Owner.cookie);
    const route = '/api/organization_team/calculations/:member_id';
    const labels = { method: 'GET', route, status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels);
    for (let i = 0; i < 3; i++)
      expect((await api.get(`/organization_team/calculations/${member}`)).status).toBe(200);

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(text).not.toContain(`calculations/${member}`);
    // Cumulative buckets up to +Inf, and the summed seconds: what histogram_quantile() reads for p99.
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '0.03' }),
    ).toBeLessThanOrEqual(before + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');

    // A path no route matches is one label, whatever the URL.
    await ctx.app.inject('/api/no-such-route/12345');
    const after = await scrape();
    expect(
      sample(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(after).not.toContain('12345');
  });

  it('counts a sign-in lockout once the wrong passwords lock the address', async () => {
    const before = sample(await scrape(), 'staffmargin_login_lockouts_total');
    const browser = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/auth/sign_in', {
        email: 'nobody@metrics.test',
        password: 'Wrong123!',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(sample(await scrape(), 'staffmargin_login_lockouts_total')).toBe(before + 1);
  });

  it("shows the job queue: depth after queueing, the oldest due job's age, then e-mails sent by kind", async () => {
    await ctx.database.db.delete(jobs);
    const idle = await scrape();
    expect(sample(idle, 'staffmargin_jobs_queued')).toBe(0);
    expect(sample(idle, 'staffmargin_jobs_oldest_due_age_seconds')).toBe(0);

    const browser = new TestClient(ctx.app);
    const sentBefore = sample(idle, 'staffmargin_mail_sent_total', { kind: 'reset_password' });
    // A password reset for the seeded demo owner queues one e-mail.
    expect((await browser.post('/api/auth/password', { email: 'demo@staffmargin.app' })).statusCode).toBe(
      200,
    );
    await ctx.app.backgroundSettled();
    const id = (await ctx.app.jobs.add('metrics-test-kind', {}))!;
    // That one has waited two minutes (a stuck queue, as an alert would see it).
    await ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '120 seconds'` })
      .where(eq(jobs.id, id));

    const queued = await scrape();
    expect(sample(queued, 'staffmargin_jobs_queued')).toBe(2);
    expect(sample(queued, 'staffmargin_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(queued, 'staffmargin_jobs_oldest_due_age_seconds')).toBeLessThan(180);

    await ctx.database.db.delete(jobs).where(eq(jobs.id, id));
    await drainJobs(ctx);
    const drained = await scrape();
    expect(sample(drained, 'staffmargin_jobs_queued')).toBe(0);
    expect(sample(drained, 'staffmargin_mail_sent_total', { kind: 'reset_password' })).toBe(sentBefore + 1);
  });

  it('counts e-mails refused by kind, for the code that refuses them', async () => {
    const before = sample(await scrape(), 'staffmargin_mail_refused_total', { kind: 'invitation' });
    countMailRefused('invitation');
    expect(sample(await scrape(), 'staffmargin_mail_refused_total', { kind: 'invitation' })).toBe(before + 1);
  });

  it('reports the database pool on PostgreSQL (the embedded database has none)', async () => {
    const text = await scrape();
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'staffmargin_db_pool_max_connections')).toBe(10);
      expect(sample(text, 'staffmargin_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('staffmargin_db_pool_waiting_queries 0');
    } else {
      expect(text).not.toContain('staffmargin_db_pool');
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is not served on the public port at all, token or not', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
  });
});
