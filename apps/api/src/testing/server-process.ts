import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, vi } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for assertions and failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/** Runs `src/server.ts` as `npm start` does (tsx), with exactly the given environment on top of PATH. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(tsx, ['--max-semi-space-size=64', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watchProcess(child);
}

/** A spawned process's output, gathered, and its end, as a `ServerProcess`. */
export function watchProcess(child: ChildProcess): ServerProcess {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Every process below `pid`, children before theirs (pgrep -P; none when pgrep finds none). */
function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .flatMap((child) => [child, ...descendants(child)]);
}

/**
 * Stops a server started by `startServerProcess` and everything it started. SIGTERM first: it reaches the primary
 * through tsx, which stops its workers. If that has not ended it in `graceMs` (a test failed with the server
 * stuck), SIGKILL goes to the whole tree, found before anything dies: a SIGKILL to tsx alone would leave the
 * server and its workers running, re-parented, after the tests.
 */
export async function stopServerProcess(server: ServerProcess | undefined, graceMs = 30_000) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (stopped) return;
  const pid = server.child.pid;
  for (const each of pid === undefined ? [] : [pid, ...descendants(pid)]) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // It ended meanwhile.
    }
  }
  await server.exited;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on a new connection (no keep-alive), so that every request is handed to a worker afresh: the
 * cluster balances connections, not requests.
 */
export function request(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${pathname}: no answer in 10 s`)));
    req.end(options.body);
  });
}

/** Polls `pathname` until it answers 200, or fails after `timeoutMs` with what the server printed. */
export async function waitForAnswer(
  server: ServerProcess,
  port: number,
  pathname: string,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    const answer = await request(port, pathname).catch(() => null);
    if (answer?.status === 200) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${pathname} in ${timeoutMs} ms:\n${server.output()}`);
}

/** `npm start`'s environment for two API processes on loopback at `port`, without a web build; `env` adds to it. */
export const twoWorkersEnv = (port: number, env: Record<string, string>) => ({
  WORKERS: '2',
  HOST: '127.0.0.1',
  PORT: String(port),
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'info',
  ...env,
});

/**
 * Waits for /readyz, then for the primary to see both workers listening: the first worker can answer while the
 * second still starts. Needs LOG_LEVEL info (the default of `twoWorkersEnv`).
 */
export async function bothWorkersListening(server: ServerProcess, port: number) {
  await waitForAnswer(server, port, '/readyz');
  await vi.waitFor(() => expect(server.output().match(/"msg":"worker listening"/g)).toHaveLength(2), {
    timeout: 90_000,
    interval: 200,
  });
}
