import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import { drainJobs } from '../../testing/test-app';
import { WEBHOOK_DELIVERY_JOB } from './emit-event';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 (node:http): records every request and answers each path as `answer` says
 * (a status, or 'hang' to never answer, as a stuck server would).
 */
export async function startReceiver(answer: (path: string, n: number) => number | 'hang' = () => 200) {
  const received: Received[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const n = received.filter((r) => r.path === path).length;
      const status = answer(path, n);
      if (status === 'hang') {
        hanging.add(res);
        return;
      }
      res.statusCode = status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Calls the API as a member (any method, the browser's host and origin), answering `{ status, body }`. */
export function memberApi(ctx: TestContext, cookie: string) {
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/**
 * Webhook delivery jobs still to run (queued or running); to one endpoint only when given (another test's delivery
 * that timed out on a loaded machine waits for its retry in the same database).
 */
export async function pendingDeliveries(ctx: TestContext, endpointId?: number) {
  return ctx.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, WEBHOOK_DELIVERY_JOB),
        sql`${jobs.state} in ('queued', 'running')`,
        endpointId === undefined ? undefined : sql`(${jobs.payload}->>'endpointId')::int = ${endpointId}`,
      ),
    );
}

/**
 * Runs the next retry of every waiting webhook delivery now, as if its backoff had passed (the job runner's
 * time moved, not the wall clock's).
 */
export async function runRetries(ctx: TestContext): Promise<void> {
  await ctx.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.state, 'queued')));
  await drainJobs(ctx);
}
