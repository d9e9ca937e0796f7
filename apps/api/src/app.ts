import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { handoverPage } from './modules/accounts';
import { authRoutes } from './modules/accounts/auth/auth.routes';
import { socialRoutes } from './modules/accounts/auth/social.routes';
import { organizationsRoutes } from './modules/accounts/organizations/organizations.routes';
import { teamsRoutes } from './modules/accounts/teams/teams.routes';
import { usersRoutes } from './modules/accounts/users/users.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { apiV1Routes } from './modules/api-v1/api-v1.routes';
import { apiV1DocRoutes } from './modules/api-v1/openapi.routes';
import {
  type AnyProvider,
  BILLING_EVENT_JOB,
  billingEventHandler,
  createPaymentProvider,
  registerReadOnlyGate,
  runSandboxRenewals,
  runTrialNotices,
} from './modules/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import { calculationSettingsRoutes } from './modules/calculation-settings/calculation-settings.routes';
import { calculationsRoutes } from './modules/calculations/calculations.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { calculationHasQuote, quotePdfAttachment } from './modules/quotes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { testClockRoutes } from './modules/test-clock/test-clock.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { WEBHOOK_DELIVERY_JOB, webhookDeliveryHandler, webhookRetryDelayMs } from './modules/webhooks';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createBackground } from './platform/background';
import { type Clock, settableClock, systemClock } from './platform/clock';
import { postgresRateLimitStore } from './platform/counters/rate-limit-store';
import type { JobHandler } from './platform/jobs/job-queue';
import { createJobWorker, type JobWorker } from './platform/jobs/worker';
import { createMailer, devMailboxEnabled, type Mailer } from './platform/mail';
import { countedMailer } from './platform/mail/counted-mailer';
import { createMailOutbox, MAIL_JOB, mailJobHandler } from './platform/mail/mail-outbox';
import { registerMailWake } from './platform/mail/mail-wake';
import type { PlatformServices } from './platform/services';
import { storageFromEnv } from './platform/storage/select-storage';
import type { Storage } from './platform/storage/storage';
import { AccessLog } from './plugins/access-log';
import { registerAuth } from './plugins/auth';
import { registerCsrfGuard } from './plugins/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { withRedaction } from './plugins/log-redaction';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTenantHost } from './plugins/tenant-host';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker: `start()` in server.ts, `drain()` in tests (testing/jobs.ts). */
    jobs: JobWorker;
    /** Waits for the work a route left running after its answer (e.g. queuing a reset e-mail). */
    backgroundSettled: () => Promise<void>;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults: SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer;
  /** Defaults to STORAGE_DRIVER's: local disk under DATA_DIR/uploads, or an S3 bucket. */
  storage?: Storage;
  /** "Now" for trials, grace periods and renewals; tests pass a clock they move. */
  clock?: Clock;
  /** Run the sandbox's renewals every minute (default on outside tests; tests call runSandboxRenewals). */
  renewalTimer?: boolean;
  /** Defaults to STRIPE_SECRET_KEY's: Stripe, or the sandbox; tests pass a sandbox whose ledger they read. */
  paymentProvider?: AnyProvider;
}

/** Builds the whole product as a Fastify instance without listening, so tests drive it with inject(). */
export async function buildApp({
  env,
  database,
  logger,
  mailer,
  storage,
  clock,
  renewalTimer,
  paymentProvider,
}: AppOptions) {
  const app = Fastify({
    // Driver errors' bound parameters (names, figures) never reach the log.
    logger: withRedaction(logger ?? { level: env.LOG_LEVEL }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    // Only a configured proxy may name the client address; otherwise X-Forwarded-For would void rate limits.
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    logController: new AccessLog(),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Before every route, so each is timed (docs/deployment.md#metrics).
  registerMetrics(app, {
    database,
    token: env.METRICS_TOKEN,
    enabled: !!(env.METRICS_TOKEN || env.METRICS_PORT),
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const stripeOn = env.BILLING_PROVIDER === 'stripe';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements (only when Stripe is configured) loads its script and card frames from Stripe.
        scriptSrc: ["'self'", ...(stripeOn ? ['https://js.stripe.com'] : [])],
        frameSrc: stripeOn ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        // Mantine and Swagger UI set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripeOn ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.APP_PROTOCOL === 'https' ? [] : null,
      },
    },
    hsts: env.APP_PROTOCOL === 'https',
  });
  // Counted in the database, so every process shares each budget (platform/counters).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db) });
  await app.register(cookie, { secret: env.SESSION_SECRET });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  registerCsrfGuard(app);
  registerTenantHost(app, env.APP_DOMAIN);
  // Browser journeys move a server's clock (TEST_CLOCK=true, allowed only under NODE_ENV=test).
  const journeyClock = !clock && env.TEST_CLOCK ? settableClock() : null;
  const appClock = clock ?? journeyClock ?? systemClock;
  await registerAuth(app, database, { sessionCacheMs: env.SESSION_CACHE_MS, clock: appClock });
  // Every e-mail sent, queued or not, is counted by kind (platform/metrics).
  const transport = countedMailer(mailer ?? createMailer(env, database.db));
  const files = storage ?? storageFromEnv(env);
  // Background work in the jobs table (docs/decisions/0004-job-queue.md); server.ts starts the polling loop.
  const handlers: Record<string, JobHandler> = {
    [MAIL_JOB]: mailJobHandler(
      transport,
      (ref) => quotePdfAttachment(database.db, files, ref),
      env.APP_DOMAIN,
    ),
  };
  const jobs = createJobWorker({
    db: database.db,
    enabled: env.JOBS_WORKER,
    pollMs: env.JOBS_POLL_MS,
    log: app.log,
    handlers,
    // Webhook deliveries retry over about a day (docs/product/webhooks.md#retries).
    retrySchedules: { [WEBHOOK_DELIVERY_JOB]: webhookRetryDelayMs },
    // One lane each, so a customer's endpoints that never answer hold no one's e-mail or billing
    // (docs/decisions/0004-job-queue.md#lanes-and-leases); in the webhook lane, one organisation runs at most
    // two deliveries at once across every process, so the others' still start (#fair-shares-between-organisations).
    lanes: [
      { name: 'mail', kinds: [MAIL_JOB], concurrency: 4 },
      { name: 'billing', kinds: [BILLING_EVENT_JOB], concurrency: 2 },
      { name: 'webhooks', kinds: [WEBHOOK_DELIVERY_JOB], concurrency: 4, perOrganization: 2 },
      { name: 'other', concurrency: 2 },
    ],
  });
  app.decorate('jobs', jobs);
  // E-mails are written in the transactions of their changes: the answers of the requests under way meanwhile
  // wake the worker (the writer's after its commit), and its poll picks up any it missed.
  const mailWritten = registerMailWake(app, () => jobs.wake());
  const accounts: PlatformServices = {
    db: database.db,
    env,
    mailer: transport,
    outbox: createMailOutbox(mailWritten),
    storage: files,
    // Work after the answer (a reset link) wakes the worker itself once it has committed.
    background: createBackground(
      (err) => app.log.error({ err }, 'background e-mail failed'),
      () => jobs.wake(),
    ),
    clock: appClock,
  };
  app.decorate('backgroundSettled', accounts.background.settled);
  const billing = { ...accounts, provider: paymentProvider ?? createPaymentProvider(env) };
  handlers[BILLING_EVENT_JOB] = billingEventHandler(billing);
  handlers[WEBHOOK_DELIVERY_JOB] = webhookDeliveryHandler({
    db: database.db,
    env,
    now: () => accounts.clock.now(),
  });
  registerReadOnlyGate(app, accounts.clock);
  const sandbox = billing.provider.kind === 'sandbox' ? { ...billing, provider: billing.provider } : null;
  // Minute timers of every server process (tests run them by hand with a moved clock); each task claims its rows,
  // and the e-mails it wrote are sent at once (a wake finds nothing to do when there are none).
  const timers = renewalTimer ?? env.NODE_ENV !== 'test';
  const everyMinute = (what: string, run: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      run()
        .then(() => jobs.wake())
        .catch((err) => app.log.error({ err }, `${what} failed`));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
  if (timers && sandbox) everyMinute('sandbox renewals', () => runSandboxRenewals(sandbox));
  // The trial e-mails, with either provider: each is claimed once per organisation (billing-notices.ts).
  if (timers) everyMinute('trial notices', () => runTrialNotices(billing));
  app.addHook('onClose', async () => {
    await accounts.background.settled();
    await jobs.stop();
    await accounts.mailer.close?.();
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StaffMargin API',
        version: '0.1.0',
        description:
          'Staffing cost, gross-profit and quoting API. Paths keep the product’s historic names below /api ' +
          '(docs/product/api.md); ' +
          'authenticated calls carry the session cookie. Errors answer { status, code, message, errors }.',
      },
      // The open API (/api/v1) authenticates with an API key; its own document is /api/v1/openapi.json.
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The description stays built (tests walk it); it is served only with API_DOCS, off in production by default.
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(referenceRoutes, { db: database.db });
      await api.register(calculationSettingsRoutes, { db: database.db, clock: accounts.clock });
      await api.register(notificationsRoutes, { db: database.db, clock: accounts.clock });
      await api.register(calculationsRoutes, {
        db: database.db,
        storage: accounts.storage,
        hasQuotation: calculationHasQuote,
        clock: accounts.clock,
      });
      await api.register(quotesRoutes, accounts);
      await api.register(authRoutes, accounts);
      await api.register(socialRoutes, accounts);
      await api.register(usersRoutes, accounts);
      await api.register(organizationsRoutes, billing);
      await api.register(teamsRoutes, billing);
      await api.register(dashboardRoutes, { db: database.db, clock: accounts.clock });
      await api.register(billingRoutes, billing);
      await api.register(contactRoutes, accounts);
      await api.register(apiKeysRoutes, { db: database.db, clock: accounts.clock });
      // The open API: its own auth (API keys), errors, idempotency and limits (modules/api-v1).
      await api.register(apiV1Routes, { ...accounts, prefix: '/v1' });
      await api.register(apiV1DocRoutes, { rateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE });
      await api.register(uploadsRoutes, { storage: accounts.storage });
      await api.register(webhooksRoutes, { db: database.db, env, clock: accounts.clock });
      if (devMailboxEnabled(env)) await api.register(devMailboxRoutes, { db: database.db });
      if (journeyClock) await api.register(testClockRoutes, { clock: journeyClock });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, env.WEB_DIST, { answerPage: handoverPage(app, accounts) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
