import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('works offline with no variables: port 3000, links to localhost:3000', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_DOMAIN).toBe('localhost:3000');
  });

  it('links to the port served when only PORT changes, and honours an explicit APP_DOMAIN', () => {
    expect(loadEnv({ PORT: '3100' }).APP_DOMAIN).toBe('localhost:3100');
    expect(loadEnv({ PORT: '3100', APP_DOMAIN: 'staffmargin.app' }).APP_DOMAIN).toBe('staffmargin.app');
  });

  it('lists every bad variable at start-up', () => {
    expect(() => loadEnv({ PORT: 'x', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('listens on loopback and trusts no proxy unless told', () => {
    const env = loadEnv({});
    expect(env.HOST).toBe('localhost');
    expect(env.TRUST_PROXY).toBe(false);
    const twoHops = loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('runs one process unless told, and several only on PostgreSQL', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db/app' }).WORKERS).toBe(4);
    expect(loadEnv({ WORKERS: 'auto', DATABASE_URL: 'postgres://db/app' }).WORKERS).toBeGreaterThanOrEqual(1);
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(
      /WORKERS: 2 processes need DATABASE_URL \(PostgreSQL\); the embedded database can be opened by one process only/,
    );
    for (const bad of ['0', '65', '-1', 'many', '1.5']) {
      expect(() => loadEnv({ WORKERS: bad, DATABASE_URL: 'postgres://db/app' })).toThrow(
        /WORKERS: a number from 1/,
      );
    }
  });

  it('keeps uploads on disk unless STORAGE_DRIVER=s3 names a bucket', () => {
    expect(loadEnv({}).STORAGE_DRIVER).toBe('local');
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    const s3 = loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'true' });
    expect([s3.S3_REGION, s3.S3_FORCE_PATH_STYLE, s3.S3_PREFIX]).toEqual(['us-east-1', true, '']);
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
    expect(() => loadEnv({ S3_PREFIX: '../other/' })).toThrow(/S3_PREFIX/);
  });
});

/** What docs/deployment.md's production checklist asks for: every check passes. */
const GOOD_PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-random-secret-of-the-deployment-0123456789',
  APP_DOMAIN: 'staffmargin.example',
  APP_PROTOCOL: 'https',
  SMTP_URL: 'smtp://mailer:secret@mail.example:587',
  MAIL_FROM: 'StaffMargin <no-reply@staffmargin.example>',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  HOST: '0.0.0.0',
  TRUST_PROXY: '1',
} as const;

/** Every line of the refusal, without its heading. */
function refusal(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (err) {
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('the configuration was accepted');
}
const without = (...names: (keyof typeof GOOD_PRODUCTION)[]) =>
  Object.fromEntries(Object.entries(GOOD_PRODUCTION).filter(([name]) => !names.includes(name as never)));

describe('production settings (docs/deployment.md#production-checklist)', () => {
  it('starts with a complete production configuration: Stripe, no demo, no API docs', () => {
    const env = loadEnv(GOOD_PRODUCTION);
    expect(env.BILLING_PROVIDER).toBe('stripe');
    expect(env.SEED_DEMO).toBe(false);
    expect(env.API_DOCS).toBe(false);
    expect(env.APP_DOMAIN).toBe('staffmargin.example');
  });

  it('refuses NODE_ENV=production with only SESSION_SECRET, listing every problem at once', () => {
    const lines = refusal({ NODE_ENV: 'production', SESSION_SECRET: GOOD_PRODUCTION.SESSION_SECRET });
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'BILLING_PROVIDER',
      'APP_DOMAIN',
      'SMTP_URL',
      'MAIL_FROM',
    ]);
    expect(lines[0]).toMatch(/billing would be the sandbox, which activates plans without taking money/);
  });

  it('refuses the sandbox unless BILLING_PROVIDER=sandbox chooses it', () => {
    const noStripe = without('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET');
    expect(refusal(noStripe)).toEqual([
      expect.stringMatching(/^BILLING_PROVIDER: STRIPE_SECRET_KEY is unset/),
    ]);
    const sandbox = loadEnv({ ...noStripe, BILLING_PROVIDER: 'sandbox' });
    expect(sandbox.BILLING_PROVIDER).toBe('sandbox');
    // Explicit sandbox wins over keys that are present.
    expect(loadEnv({ ...GOOD_PRODUCTION, BILLING_PROVIDER: 'sandbox' }).BILLING_PROVIDER).toBe('sandbox');
  });

  it('requires the three Stripe keys in production with BILLING_PROVIDER=stripe', () => {
    expect(refusal(without('STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual([
      'STRIPE_PUBLISHABLE_KEY: required in production with BILLING_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: required in production with BILLING_PROVIDER=stripe',
    ]);
    expect(
      refusal({ ...without('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'), BILLING_PROVIDER: 'stripe' }),
    ).toEqual([
      'STRIPE_SECRET_KEY: required with BILLING_PROVIDER=stripe',
      'STRIPE_PUBLISHABLE_KEY: required in production with BILLING_PROVIDER=stripe',
    ]);
    expect(() => loadEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required with BILLING_PROVIDER=stripe/,
    );
    expect(() => loadEnv({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER/);
  });

  it('never seeds the demo organisation in production', () => {
    expect(refusal({ ...GOOD_PRODUCTION, SEED_DEMO: 'true' })).toEqual([
      expect.stringMatching(
        /^SEED_DEMO: the demo organisation \(a published password, exempt from billing\)/,
      ),
    ]);
    expect(loadEnv({ ...GOOD_PRODUCTION, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('refuses a missing or development SESSION_SECRET', () => {
    expect(refusal(without('SESSION_SECRET'))).toEqual(['SESSION_SECRET: required in production']);
    expect(
      refusal({ ...GOOD_PRODUCTION, SESSION_SECRET: 'development-only-secret-change-me-in-production!!' }),
    ).toEqual([expect.stringMatching(/^SESSION_SECRET: the development value is public/)]);
  });

  it('requires APP_DOMAIN, a mail server and a sender of its own', () => {
    expect(refusal(without('APP_DOMAIN'))).toEqual([
      expect.stringMatching(/^APP_DOMAIN: required in production/),
    ]);
    expect(refusal(without('SMTP_URL'))).toEqual([
      expect.stringMatching(/^SMTP_URL: required in production/),
    ]);
    expect(refusal(without('MAIL_FROM'))).toEqual([
      expect.stringMatching(/^MAIL_FROM: required in production/),
    ]);
    expect(refusal({ ...GOOD_PRODUCTION, MAIL_FROM: 'StaffMargin <no-reply@staffmargin.local>' })).toEqual([
      expect.stringMatching(/^MAIL_FROM/),
    ]);
  });

  it('on every interface requires an explicit TRUST_PROXY, none included', () => {
    for (const HOST of ['0.0.0.0', '::']) {
      expect(refusal({ ...without('TRUST_PROXY'), HOST })).toEqual([
        expect.stringMatching(
          new RegExp(`^TRUST_PROXY: required in production with HOST=${HOST.replace(/\./g, '\\.')}`),
        ),
      ]);
    }
    expect(loadEnv({ ...GOOD_PRODUCTION, TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    // On one interface (behind a proxy on the same machine) unset keeps meaning "trust none".
    expect(loadEnv({ ...without('TRUST_PROXY'), HOST: '127.0.0.1' }).TRUST_PROXY).toBe(false);
  });

  it('keeps the development defaults outside production: demo, sandbox, API docs', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = loadEnv({ NODE_ENV });
      expect([env.SEED_DEMO, env.BILLING_PROVIDER, env.API_DOCS]).toEqual([true, 'sandbox', true]);
    }
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).BILLING_PROVIDER).toBe('stripe');
    expect(loadEnv({ ...GOOD_PRODUCTION, API_DOCS: 'on' }).API_DOCS).toBe(true);
    expect(loadEnv({ API_DOCS: 'off' }).API_DOCS).toBe(false);
  });
});
