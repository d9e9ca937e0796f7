import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bothWorkersListening,
  freePort,
  request,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  twoWorkersEnv,
} from '../testing/server-process';
import {
  createEmptyServerDatabase,
  databaseUrl,
  dropServerDatabase,
  postgresServerUrl,
  uniqueName,
} from '../testing/test-database';

/** Starts `npm start`'s server in a child process: WORKERS=2 on a scratch PostgreSQL database, demo seeded. */
describe('WORKERS=2: two API processes on one PostgreSQL', { timeout: 180_000 }, () => {
  const name = uniqueName('sm_cluster');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-cluster-'));
  let port: number;
  let server: ServerProcess;

  beforeAll(async () => {
    await createEmptyServerDatabase(name);
    port = await freePort();
    server = startServerProcess(
      twoWorkersEnv(port, { DATABASE_URL: databaseUrl(postgresServerUrl(), name), DATA_DIR: dataDir }),
    );
    await bothWorkersListening(server, port);
  }, 180_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await dropServerDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The pids that answer `count` requests, each on a new connection, and every answer's status. */
  const answers = async (count: number, headers: Record<string, string> = {}) => {
    const seen: { pid: string; status: number; body: string }[] = [];
    for (let i = 0; i < count; i++) {
      const res = await request(port, '/api/user', { headers });
      seen.push({ pid: String(res.headers['x-worker-pid']), status: res.status, body: res.body });
    }
    return seen;
  };

  let cookie: string;
  let pids: string[];

  it('answers from two worker processes, one signed-in session valid on both', async () => {
    const host = `localhost:${port}`;
    const signIn = await request(port, '/api/auth/sign_in', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@staffmargin.app', password: 'DemoPass2026!', remember_me: false }),
    });
    expect(signIn.status).toBe(200);
    cookie = String(signIn.headers['set-cookie']?.[0]).split(';')[0]!;

    const seen = await answers(10, { host, cookie });
    expect(seen.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(seen.map((a) => JSON.parse(a.body).data.email))).toEqual(
      new Set(['demo@staffmargin.app']),
    );
    pids = [...new Set(seen.map((a) => a.pid))];
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(String(server.child.pid));
    expect(pids.every((pid) => /^\d+$/.test(pid))).toBe(true);
  });

  it('survives a killed worker: the other answers at once, and a new worker takes its place', async () => {
    const [killed, survivor] = pids as [string, string];
    process.kill(Number(killed), 'SIGKILL');
    // As with any crash, a connection handed to the process in the moment it died is lost (a load balancer's
    // retry covers it); from the moment the primary sees the exit, it hands connections to the survivor only.
    await vi.waitFor(() => expect(server.output()).toMatch(/"msg":"worker exited; restarting"/), 10_000);

    const during = await answers(6, { host: `localhost:${port}`, cookie });
    expect(during.map((a) => a.status)).toEqual(Array(6).fill(200));

    // The primary restarts it after a second; from then on two processes answer again, neither the killed one.
    let now: string[] = [];
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      now = [...new Set((await answers(4, { host: `localhost:${port}`, cookie })).map((a) => a.pid))];
      if (now.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(killed);
    pids = now;
  });

  it('stops gracefully on SIGTERM: the primary and its workers exit with status 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const alive = pids.filter((pid) => {
      try {
        process.kill(Number(pid), 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    expect(server.output()).toMatch(/"msg":"all workers stopped"/);
  });
});

describe('WORKERS with the embedded database', () => {
  it('refuses to start more than one process, saying why', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-cluster-pglite-'));
    const server = startServerProcess({ WORKERS: '2', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'WORKERS: 2 processes need DATABASE_URL (PostgreSQL); the embedded database can be opened by one process only',
    );
    // It stopped before opening anything: no database folder was created.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
