import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * Real server processes (server.ts in child processes, each on its own port) on one PostgreSQL database, and
 * plain HTTP calls to them: what one process records, the others must honour (docs/deployment.md).
 */

const serverTs = path.resolve(import.meta.dirname, '../server.ts');
const HOST = 'localhost:3000';

export interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  log: string[];
}

export function call(server: Server, method: string, pathname: string, body?: unknown, cookie?: string) {
  return new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: pathname,
        headers: {
          host: HOST,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const session = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sm_session='));
          resolve({ status: res.statusCode ?? 0, body: text, cookie: session?.split(';')[0] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function startServer(
  name: string,
  databaseUrl: string,
  smtp: string,
  extra: Record<string, string>,
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverTs], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_DOMAIN: HOST,
      SMTP_URL: smtp,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT_MAX: '3',
      SESSION_CACHE_MS: '5000',
      JOBS_POLL_MS: '100',
      MAIL_LIMIT_ORG_PER_DAY: '6',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, port, child, log: [] };
  child.stdout?.on('data', (d) => server.log.push(String(d)));
  child.stderr?.on('data', (d) => server.log.push(String(d)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}:\n${server.log.join('')}`);
    const up = await call(server, 'GET', '/healthz').catch(() => null);
    if (up?.status === 200) return server;
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${server.log.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stop(server: Server, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** Polls until `check` holds, at most `ms`; the time it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}
