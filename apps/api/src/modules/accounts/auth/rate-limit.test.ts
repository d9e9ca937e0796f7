import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../config/env';
import { rateCounters } from '../../../db/schema';
import { devMailboxEnabled } from '../../../platform/mail';
import { TestClient } from '../../../testing/accounts';
import { createTestApp, useTestApp } from '../../../testing/test-app';

const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '3', SMTP_URL: 'smtp://127.0.0.1:9' });

describe('rate limits', () => {
  it('answers 429 after the per-minute limit on sign-in, forgot password and resend', async () => {
    for (const [url, body] of [
      ['/api/auth/sign_in', { email: 'x@example.com', password: 'nope' }],
      ['/api/auth/password', { email: 'x@example.com' }],
      ['/api/auth/resend_email', { email: 'x@example.com' }],
    ] as const) {
      const client = new TestClient(ctx.app);
      for (let i = 0; i < 3; i++) expect((await client.post(url, body)).statusCode).not.toBe(429);
      const limited = await client.post(url, body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('lets exactly the limit through when 30 requests arrive at once (the count is one upsert in the database)', async () => {
    const burst = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new TestClient(burst.app).post('/api/auth/sign_in', {
            email: `burst${i}@example.com`,
            password: 'nope',
          }),
        ),
      ).then((all) => all.map((res) => res.statusCode));
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
      const [counter] = await burst.database.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.bucket, 'POST /api/auth/sign_in'));
      expect(counter?.count).toBe(30);
    } finally {
      await burst.close();
    }
  });

  it('keeps the lock of an unknown e-mail in the database, where every process sees it', async () => {
    const email = 'nobody-locked@example.com';
    const lockedOut = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      for (let i = 0; i < 5; i++) {
        await new TestClient(lockedOut.app).post('/api/auth/sign_in', { email, password: 'nope' });
      }
      // One row holds the run and its lock (count 0 while locked), keyed by a hash of the address.
      const locks = await lockedOut.database.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.bucket, 'sign-in-unknown'));
      expect(locks).toHaveLength(1);
      expect(locks[0]!.key).not.toContain('nobody');
      expect(locks[0]!.count).toBe(0);
      expect(locks[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      const refused = await new TestClient(lockedOut.app).post('/api/auth/sign_in', {
        email,
        password: 'nope',
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await lockedOut.close();
    }
  });

  it('counts by the socket address: a client cannot pick its own address with X-Forwarded-For', async () => {
    const direct = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 10; i++) {
        const res = await new TestClient(direct.app).request(
          'POST',
          '/api/auth/sign_in',
          { email: `spoof${i}@example.com`, password: 'nope' },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    } finally {
      await direct.close();
    }
  });

  it('has no development mailbox when SMTP is configured', async () => {
    expect((await new TestClient(ctx.app).get('/api/dev/mailbox')).statusCode).toBe(404);
  });

  it('believes X-Forwarded-For from the configured number of proxy hops (TRUST_PROXY)', async () => {
    const proxied = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '3',
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUST_PROXY: '1',
    });
    try {
      let attempt = 0;
      // A new e-mail each time, so the per-account lockout does not answer 429 first.
      const signIn = (client: string) =>
        new TestClient(proxied.app).request(
          'POST',
          '/api/auth/sign_in',
          { email: `proxied${++attempt}@example.com`, password: 'nope' },
          { 'x-forwarded-for': client },
        );
      // Each client behind the proxy has its own budget; one client alone is still limited.
      for (let i = 0; i < 3; i++) expect((await signIn(`198.51.100.${i}`)).statusCode).toBe(401);
      for (let i = 0; i < 3; i++) expect((await signIn('203.0.113.9')).statusCode).toBe(401);
      expect((await signIn('203.0.113.9')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('offers the development mailbox only on a local APP_DOMAIN without SMTP outside production', () => {
    const env = (over: Partial<Env>) =>
      ({ NODE_ENV: 'development', APP_DOMAIN: 'localhost:3000', ...over }) as Env;
    expect(devMailboxEnabled(env({}))).toBe(true);
    expect(devMailboxEnabled(env({ APP_DOMAIN: '127.0.0.1:8080' }))).toBe(true);
    expect(devMailboxEnabled(env({ APP_DOMAIN: 'staffmargin.app' }))).toBe(false);
    expect(devMailboxEnabled(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(devMailboxEnabled(env({ SMTP_URL: 'smtp://x' }))).toBe(false);
  });
});
