import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  DEVELOPMENT_MAIL_FROM,
  DEVELOPMENT_SESSION_SECRET,
  type ProductionDefaults,
  productionChecks,
  productionDefaults,
} from './production';

/** Every setting the server reads, with defaults that work offline on one machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on; `localhost` (Fastify listens on 127.0.0.1 and ::1) keeps a default start off the network. */
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database files and uploads live here when DATABASE_URL is unset (default: data/ at the repo root). */
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../../data')),
  /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * API processes on this machine (node:cluster, one port): a number from 1 to 64, or `auto` for one per CPU.
   * More than one needs DATABASE_URL: only one process can open the embedded database (docs/deployment.md).
   */
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d?)$/, 'a number from 1 to 64, or auto')
    .refine((v) => v === 'auto' || Number(v) <= 64, 'a number from 1 to 64, or auto')
    .default('1')
    .transform((v) => (v === 'auto' ? os.availableParallelism() : Number(v))),
  /** Where uploaded logos and avatars are kept: `local` (DATA_DIR/uploads) or `s3` (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Bucket of the s3 driver (required with STORAGE_DRIVER=s3). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Endpoint of an S3-compatible store (MinIO, Ceph, R2...); unset is AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Address buckets as endpoint/bucket instead of bucket.endpoint (most self-hosted stores need true). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Keys of the s3 driver; unset uses the SDK's own chain (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Prefix of every object key, so that several deployments can share a bucket (e.g. `staffmargin/`). */
  S3_PREFIX: z
    .string()
    .regex(/^([a-zA-Z0-9_-][a-zA-Z0-9._-]*\/)*$/, 'folder names ending in /, e.g. staffmargin/')
    .max(200)
    .default(''),
  /** Host (with port) under which organisations get their sub-domains: {domain}.{APP_DOMAIN}. Default localhost:{PORT}. */
  APP_DOMAIN: z.string().optional(),
  /** Public URL scheme used when building links in e-mails. */
  APP_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /** Secret used to sign cookies; a fixed development value is used when unset outside production. */
  SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SESSION_SECRET),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(DEVELOPMENT_MAIL_FROM),
  /** Where the public site's Get a Demo, Inquiry and Support forms are e-mailed (they are also stored). */
  SUPPORT_EMAIL: z.string().email().default('support@staffmargin.local'),
  /** Contact-form requests (demo, inquiry, support together) per client address per hour. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Domain attribute of the session cookie; defaults to APP_DOMAIN without its port so the cookie is shared with
   * organisation sub-domains. Hosts are also handed over with one-time tokens, so sharing is a convenience.
   */
  COOKIE_DOMAIN: z.string().optional(),
  /**
   * Proxies whose X-Forwarded-For is believed: unset or `none` trusts none (the client address is the socket's),
   * a number trusts that many hops, otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^none$|^\d+$|^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/,
      'none, a hop count or a comma-separated address list',
    )
    .optional()
    .transform(parseTrustProxy),
  /**
   * How long this process may reuse a resolved session (user and memberships) without reading the database:
   * a sign-out, role change or removal made through another process takes effect within it (docs/security.md).
   * Default 5000 ms; 0 turns the cache off (the default under NODE_ENV=test, whose tests write rows directly).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Whether this process runs queued background jobs (e-mails): `on` runs each job it queues at once and polls
   * for retries and jobs other processes left; `off` only queues them for other processes (docs/performance.md).
   */
  JOBS_WORKER: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** How often the job worker looks for due jobs (retries, jobs left by a stopped process). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How long a webhook delivery waits for the receiver's answer (docs/product/webhooks.md#retries). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Requests per minute and client address on each sign-in, sign-up, password and domain-check route. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Requests per minute and API key on the open API, /api/v1 (docs/product/api.md#rate-limits). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Social login: unset client id/secret means the provider answers "not configured". Endpoints default to the provider's own. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/me?fields=id,first_name,last_name,email,picture'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_AUTH_URL: z.string().url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.string().url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.string().url().default('https://api.linkedin.com/v2/userinfo'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API base URL; unset is Stripe's own (tests point it at a local server speaking Stripe's API). */
  STRIPE_API_BASE: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served at every non-API path. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** Seed the demo organisation on start-up (idempotent); default true outside production, refused in it. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  // --- Outgoing e-mail limits (docs/product/limits.md#e-mails-sent): e-mails a person makes the product send. ---
  /** Quotes, invitations and e-mail change codes one user may have sent per hour (clock hours, UTC). */
  MAIL_LIMIT_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Quotes and invitations one organisation (on a plan, or exempt) may have sent per day (UTC days). */
  MAIL_LIMIT_ORG_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** The same for an organisation on its trial: spam from a fresh sign-up stops sooner. */
  MAIL_LIMIT_TRIAL_ORG_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Contact-form e-mails to SUPPORT_EMAIL per day, every sender together (besides CONTACT_RATE_LIMIT_MAX). */
  MAIL_LIMIT_CONTACT_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  // --- end of outgoing e-mail limits ---
  /**
   * Browser journeys move the server's clock (POST /api/testing/clock, to this machine only). Refused unless
   * NODE_ENV is test: a clock anyone could move would end trials and renew subscriptions at will.
   */
  TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Crash tests only (docs/decisions/0012-idempotency-after-a-crash.md): POST /api/v1/calculations stops and waits
   * (until the process is killed) `before-save`, once its Idempotency-Key is claimed and nothing is saved, or
   * `after-save`, once the calculation has committed and before it answers. Refused unless NODE_ENV is test.
   */
  TEST_HOLD_V1_CALCULATION: z.enum(['before-save', 'after-save']).optional(),
  // Production safety (docs/deployment.md#production-checklist); the checks are in config/production.ts.
  /** Payment provider: `stripe` (needs the STRIPE_* keys) or `sandbox`; default stripe when STRIPE_SECRET_KEY is set. */
  BILLING_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
  /** The OpenAPI description and its UI at /api/docs: default on outside production, off in it. */
  API_DOCS: z.enum(['on', 'off']).optional(),

  // Prometheus metrics (docs/deployment.md#metrics); with neither variable set no process serves them.
  /** `/metrics` on the app's own port answers only a request with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  /** `/metrics` on 127.0.0.1 at this port, for a scraper on the same machine (asks METRICS_TOKEN too when set). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/**
 * Fastify's trustProxy: false, the trusted proxy addresses, or for a hop count a function trusting that many
 * hops (Fastify itself treats a bare number as "trust none").
 */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'none') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 0 && ((_address: string, hop: number) => hop < hops);
  }
  return value.split(',').map((address) => address.trim());
}

export type Env = Omit<
  z.infer<typeof envSchema>,
  'APP_DOMAIN' | 'SESSION_CACHE_MS' | 'SEED_DEMO' | 'BILLING_PROVIDER' | 'API_DOCS'
> & {
  APP_DOMAIN: string;
  SESSION_CACHE_MS: number;
} & ProductionDefaults;

/** Rules between variables, each a `NAME: message` line. */
function crossChecks(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    problems.push(
      `WORKERS: ${env.WORKERS} processes need DATABASE_URL (PostgreSQL); the embedded database can be opened ` +
        'by one process only, so use WORKERS=1 without DATABASE_URL',
    );
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
    problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3');
  if (env.TEST_CLOCK && env.NODE_ENV !== 'test') problems.push('TEST_CLOCK: only with NODE_ENV=test');
  if (env.TEST_HOLD_V1_CALCULATION && env.NODE_ENV !== 'test') {
    problems.push('TEST_HOLD_V1_CALCULATION: only with NODE_ENV=test');
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  return problems;
}

/** Parses the environment, failing fast with every bad variable listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (DATABASE_URL= in a .env or CI file) means unset, not an invalid value.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const defaults = productionDefaults(parsed.data);
  const problems = [...crossChecks(parsed.data), ...productionChecks(parsed.data, defaults, source)];
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  // Links and sub-domain redirects must point at the port actually served when only PORT is changed.
  return {
    ...parsed.data,
    APP_DOMAIN: parsed.data.APP_DOMAIN ?? `localhost:${parsed.data.PORT}`,
    SESSION_CACHE_MS: parsed.data.SESSION_CACHE_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 5000),
    ...defaults,
  };
}
