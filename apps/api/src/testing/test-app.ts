import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database; call close() in afterAll. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  configure?: (app: App) => void,
  logger?: FastifyServerOptions['logger'],
  /** More app options, e.g. a clock the test moves. */
  options: Pick<AppOptions, 'clock' | 'mailer' | 'paymentProvider'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase(inject('dbTemplate'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...overrides });
  const app = await buildApp({ env, database, logger, ...options });
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * createTestApp for a whole test file: the app opens before the file's first test and closes after its last. The
 * context answered is filled in then, so tests read `ctx.app` and `ctx.database` as usual.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(...args));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * A built web app for a test file's server (its WEB_DIST): a folder with an index.html holding the app's root,
 * as `npm run build` leaves it, removed after the file's tests. The server answers it at every page path.
 */
export function useWebBuild(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>StaffMargin</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Sends every queued e-mail now: first waits for what routes queue after their answer (a reset link is made and
 * queued after the response, so its timing tells nothing), then runs the due jobs.
 */
export async function drainJobs(ctx: TestContext) {
  await ctx.app.backgroundSettled();
  await ctx.app.jobs.drain();
}

/** The newest e-mail queued for `to`, as the mail outbox holds it. */
async function latestMailTo(ctx: TestContext, to: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The six-digit code of the newest e-mail to `to` (an e-mail change's confirmation code). */
export const mailedCode = async (ctx: TestContext, to: string) =>
  /code is (\d{6})/.exec((await latestMailTo(ctx, to)).text)![1]!;
