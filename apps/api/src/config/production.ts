/**
 * Production-safe defaults and the production checklist (docs/deployment.md#production-checklist): settings
 * whose development default would be unsafe on a public server get a safe default under NODE_ENV=production,
 * or stop the start with every problem listed at once.
 */

/** Cookie secret used when SESSION_SECRET is unset outside production; refused in production. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-secret-change-me-in-production!!';
/** Sender used when MAIL_FROM is unset; its domain receives no replies, so production must name its own. */
export const DEVELOPMENT_MAIL_FROM = 'StaffMargin <no-reply@staffmargin.local>';

/** The parsed settings these rules read (env.ts's schema output). */
interface Settings {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  APP_DOMAIN?: string | undefined;
  SESSION_SECRET: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  SEED_DEMO?: 'true' | 'false' | undefined;
  BILLING_PROVIDER?: 'stripe' | 'sandbox' | undefined;
  API_DOCS?: 'on' | 'off' | undefined;
}

/** Settings whose default depends on NODE_ENV, resolved. */
export interface ProductionDefaults {
  /** Seed the demo organisation at start-up: default on in development and test, off in production. */
  SEED_DEMO: boolean;
  /** Which payment provider takes the money: default `stripe` when STRIPE_SECRET_KEY is set, else `sandbox`. */
  BILLING_PROVIDER: 'stripe' | 'sandbox';
  /** Serve the OpenAPI description and its UI at /api/docs: default on, off in production. */
  API_DOCS: boolean;
}

export function productionDefaults(env: Settings): ProductionDefaults {
  const production = env.NODE_ENV === 'production';
  return {
    SEED_DEMO: (env.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    BILLING_PROVIDER: env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
    API_DOCS: (env.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
  };
}

/** Every interface of the machine: the server is reachable from the network, so the client address matters. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/** The production checklist, each a `NAME: message` line; an empty list outside production except for billing. */
export function productionChecks(
  env: Settings,
  resolved: ProductionDefaults,
  source: NodeJS.ProcessEnv,
): string[] {
  const problems: string[] = [];
  const set = (name: string) => source[name] !== undefined && source[name] !== '';
  if (resolved.BILLING_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY: required with BILLING_PROVIDER=stripe');
  if (env.NODE_ENV !== 'production') return problems;

  if (resolved.BILLING_PROVIDER === 'sandbox' && env.BILLING_PROVIDER !== 'sandbox') {
    problems.push(
      'BILLING_PROVIDER: STRIPE_SECRET_KEY is unset, so billing would be the sandbox, which activates plans ' +
        'without taking money; set the STRIPE_* keys, or BILLING_PROVIDER=sandbox to choose it explicitly',
    );
  }
  if (resolved.BILLING_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required in production with BILLING_PROVIDER=stripe`);
    }
  }
  if (resolved.SEED_DEMO) {
    problems.push(
      'SEED_DEMO: the demo organisation (a published password, exempt from billing) is never seeded in ' +
        'production; unset SEED_DEMO (npm run seed:demo seeds it into a development database)',
    );
  }
  if (!set('SESSION_SECRET')) problems.push('SESSION_SECRET: required in production');
  else if (env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET)
    problems.push(
      'SESSION_SECRET: the development value is public; set a random secret of 32 characters or more',
    );
  if (!env.APP_DOMAIN)
    problems.push('APP_DOMAIN: required in production (the public host, e.g. staffmargin.app)');
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL: required in production; without it confirmations, resets and invitations are never sent',
    );
  }
  if (env.MAIL_FROM === DEVELOPMENT_MAIL_FROM)
    problems.push('MAIL_FROM: required in production (a sender address of your own domain)');
  if (ALL_INTERFACES.has(env.HOST) && !set('TRUST_PROXY')) {
    problems.push(
      `TRUST_PROXY: required in production with HOST=${env.HOST}: the hop count or addresses of the proxies ` +
        'in front of the server, or TRUST_PROXY=none when clients connect directly',
    );
  }
  return problems;
}
