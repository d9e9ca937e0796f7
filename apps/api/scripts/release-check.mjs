#!/usr/bin/env node
// Checks the compiled release as a production machine runs it (decision 0006), with the Dockerfile's own steps:
// `scripts/release.sh build`, `assemble` into a clean temporary folder, `install` there (npm ci --omit=dev from the
// lock file, offline from the npm cache when it has the tarballs), then starts `npm run start:prod`'s command with
// production settings on a fresh PostgreSQL database and an SMTP server of its own, and goes through the API:
// /healthz, /readyz, the web app's page, a sign-up confirmed by the e-mail it sends, a sign-in, a company, and a
// calculation saved and priced to the cent. Prints the start time (process start to /readyz) and the resident memory
// after the start and after a small load. Any failure exits 1 with the server's output.
//
//   node apps/api/scripts/release-check.mjs                 # what .ci/run does
//   RELEASE_CHECK_RUNTIME=tsx node apps/api/scripts/...     # the same checks on the development tree under tsx
//   RELEASE_CHECK_ADMIN_URL=postgres://root@127.0.0.1:5432/postgres  (default) where the fresh database is made
//   RELEASE_CHECK_KEEP=1                                    # keeps the release folder and the database
//   RELEASE_CHECK_REUSE=/tmp/sm-release-XXXX                # starts a release kept before (for measuring)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { wirePerson } from '@app/contracts/calculation/wire-fixtures';
import pg from 'pg';
import { startSmtpCapture } from '../src/testing/smtp-capture.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const runtime = process.env.RELEASE_CHECK_RUNTIME === 'tsx' ? 'tsx' : 'compiled';
const adminUrl = process.env.RELEASE_CHECK_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const keep = process.env.RELEASE_CHECK_KEEP === '1';
const started = Date.now();
const say = (line) => console.log(`[release-check ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
}

const cleanups = [];
let serverOutput = '';

async function main() {
  // 1. The release, built and installed as the Dockerfile does.
  let releaseDir = root;
  if (runtime === 'compiled' && process.env.RELEASE_CHECK_REUSE) {
    releaseDir = path.resolve(process.env.RELEASE_CHECK_REUSE);
    say(`reusing the release installed in ${releaseDir}`);
  } else if (runtime === 'compiled') {
    checkDockerfile();
    releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-release-'));
    if (!keep) cleanups.push(() => fs.rmSync(releaseDir, { recursive: true, force: true }));
    const release = path.join(root, 'scripts/release.sh');
    for (const step of RELEASE_STEPS.map((s) => s.replace('/release', releaseDir).split(' '))) {
      say(`scripts/release.sh ${step.join(' ')}`);
      execFileSync('bash', [release, ...step], { stdio: 'inherit' });
    }
    // Nothing of the development tree: no TypeScript loader, compiler, bundler or test tool, no TypeScript source.
    for (const dev of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', 'drizzle-kit', 'smtp-server']) {
      check(
        !fs.existsSync(path.join(releaseDir, 'node_modules', dev)),
        `${dev} is not installed in the release`,
      );
    }
    // ... and no package the lock file marks as development-only, at any depth.
    const lock = JSON.parse(fs.readFileSync(path.join(releaseDir, 'package-lock.json'), 'utf8'));
    const devInstalled = Object.entries(lock.packages)
      .filter(([where, entry]) => entry.dev && where.includes('node_modules/'))
      .map(([where]) => where)
      .filter((where) => fs.existsSync(path.join(releaseDir, where)));
    check(devInstalled.length === 0, `no development package in the release: ${devInstalled.join(', ')}`);
    const sources = execFileSync('find', [
      releaseDir,
      '-name',
      '*.ts',
      '-not',
      '-name',
      '*.d.ts',
      '-not',
      '-path',
      '*/node_modules/*',
    ]);
    check(String(sources).trim() === '', `no TypeScript source in the release:\n${sources}`);
  }

  // 2. A fresh database, and an SMTP server that keeps what it receives.
  const dbName = `sm_release_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${dbName}"`);
  if (!keep) cleanups.push(() => adminQuery(`drop database if exists "${dbName}" with (force)`));
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const smtp = await startSmtpCapture();
  cleanups.push(() => smtp.close());

  // 3. The server, with production settings (docs/deployment.md) and nothing else of this process's environment.
  const port = await freePort();
  const host = `localhost:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    APP_DOMAIN: host,
    APP_PROTOCOL: 'http',
    BILLING_PROVIDER: 'sandbox',
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'StaffMargin <no-reply@example.com>',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    API_DOCS: 'off',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sm-release-data-')),
    LOG_LEVEL: 'warn',
  };
  cleanups.push(() => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));
  const api = client(port, host);
  const first = await startServer(releaseDir, env, api);
  const { child, startMs, startCpu } = first;
  const ready = first.ready;
  const rssAfterStart = rssOf(child.pid);
  say(`ready in ${(startMs / 1000).toFixed(2)} s on a fresh database; resident memory ${mb(rssAfterStart)}`);
  check(JSON.parse(ready.body).database === 'postgres', `/readyz names PostgreSQL: ${ready.body}`);
  check((await api.get('/healthz')).status === 200, '/healthz answers 200');
  const probe = await client(port, `127.0.0.1:${port}`).get('/readyz');
  check(
    probe.status === 200,
    `/readyz answers the Dockerfile's HEALTHCHECK (Host 127.0.0.1): ${probe.status}`,
  );
  const page = await api.get('/');
  check(page.status === 200 && page.body.includes('<div id="root">'), 'the built web app is served at /');
  check(!('x-worker-pid' in page.headers), 'no x-worker-pid header in production');

  // 4. Sign-up, confirmed through the e-mail the server sent over SMTP.
  const email = `owner-${randomBytes(3).toString('hex')}@example.com`;
  const password = `Release-${randomBytes(6).toString('hex')}!`;
  const signUp = await api.post('/api/auth', {
    first_name: 'Release',
    last_name: 'Check',
    email,
    password,
    password_confirmation: password,
    is_enterprise: false,
  });
  check(signUp.status === 200, `sign-up answers 200: ${signUp.status} ${signUp.body}`);
  // The first e-mail to the new address, whatever its subject (printed below).
  const mail = await smtp.waitFor(email, '', 30_000);
  const text = mail.text ?? '';
  const link = (text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => u.searchParams.has('confirmation_token'));
  check(link?.host === host, `the confirmation link points at APP_DOMAIN: ${text}`);
  const confirmed = await api.post('/api/auth/confirmation', {
    confirmation_token: link.searchParams.get('confirmation_token'),
  });
  check(confirmed.status === 200, `confirmation answers 200: ${confirmed.body}`);
  say(`signed up and confirmed ${email} (e-mail "${mail.subject}")`);

  // 5. Sign-in on a new client, with the form's origin; a write from another origin is refused.
  const owner = client(port, host);
  const foreign = await owner.post(
    '/api/auth/sign_in',
    { email, password },
    { origin: 'http://evil.example' },
  );
  check(foreign.status === 403, `a cross-site sign-in is refused: ${foreign.status}`);
  const signIn = await owner.post('/api/auth/sign_in', { email, password, remember_me: false });
  check(signIn.status === 200 && owner.cookies.has('sm_session'), `sign-in sets the session: ${signIn.body}`);
  const cookieLine = signIn.headers['set-cookie']?.find((c) => c.startsWith('sm_session=')) ?? '';
  check(/httponly/i.test(cookieLine), `the session cookie is HttpOnly: ${cookieLine}`);
  check((await owner.get('/api/user')).status === 200, 'the session reads the profile');

  // 6. A company, then a calculation saved on its sub-domain (hand-over token) and priced to the cent.
  const domain = `rel${randomBytes(3).toString('hex')}`;
  const company = await owner.post('/api/organization/create', {
    company_name: 'Release Check Inc',
    business_domain: domain,
  });
  check(company.status === 200, `company created: ${company.body}`);
  const handover = new URL(JSON.parse(company.body).redirect_url);
  const member = client(port, `${domain}.${host}`);
  const handedOver = await member.post('/api/auth/sign_in_by_uuid', {
    uuid: handover.searchParams.get('id'),
  });
  check(handedOver.status === 200, `hand-over to ${domain}.${host}: ${handedOver.body}`);
  const states = JSON.parse((await member.get('/api/states')).body).data;
  const tx = states.find((s) => s.code === 'TX').id;
  const dallas = JSON.parse((await member.get(`/api/cities?state_id=${tx}`)).body).data.find(
    (c) => c.name === 'Dallas',
  ).id;
  const suta = await member.post('/api/organization_settings/suta', {
    sutaList: [{ state: tx, value: 2.7 }],
  });
  check(suta.status === 200, `SUTA saved: ${suta.body}`);
  const save = () =>
    member.post('/api/organization_team/calculation/create', {
      name: 'Dallas warehouse',
      person_list: [hourlyPerson(tx, dallas)],
    });
  const saved = await save();
  check(saved.status === 200, `calculation saved: ${saved.status} ${saved.body.slice(0, 500)}`);
  const id = JSON.parse(saved.body).data.calculation.id;
  const loaded = await member.post('/api/organization_team/calculation', { id });
  const totals = JSON.parse(loaded.body).data.calculation.total_assignment_calculation;
  // apps/api/src/modules/calculations/calculations.test.ts: 40 h x $20 billed at $30, TX SUTA 2.7%, WC 1%.
  check(
    totals.total_revenue === 1200 && totals.employer_taxes === 87.6 && totals.gross_profit === 304.4,
    `the saved calculation is priced to the cent: ${JSON.stringify(totals)}`,
  );
  say(`saved calculation ${id} on ${domain}.${host}: revenue 1,200.00, gross profit 304.40`);

  // 7. A small load (saves and reads), then the memory again.
  for (let i = 0; i < 30; i++) {
    check((await save()).status === 200, 'a save under load');
    check((await member.get('/api/organization_team/calculations')).status === 200, 'a list under load');
  }
  const rssAfterLoad = rssOf(child.pid);
  say(`after 30 saves and 30 lists: resident memory ${mb(rssAfterLoad)}`);

  // 8. SIGTERM stops it cleanly; a second start, on the migrated and seeded database, is the usual restart.
  await first.stop();
  const again = await startServer(releaseDir, env, api);
  const rssRestart = rssOf(again.child.pid);
  say(`restarted in ${(again.startMs / 1000).toFixed(2)} s; resident memory ${mb(rssRestart)}`);
  check(
    (await member.get('/api/organization_team/calculations')).status === 200,
    'the session survives a restart',
  );
  await again.stop();
  console.log(
    `release-check (${runtime}, ${process.version}): OK; start to /readyz ${(startMs / 1000).toFixed(2)} s ` +
      `(fresh database), ${(again.startMs / 1000).toFixed(2)} s (restart); CPU time to /readyz ` +
      `${startCpu.toFixed(2)} s, ${again.startCpu.toFixed(2)} s; RSS ${mb(rssAfterStart)} after start, ` +
      `${mb(rssAfterLoad)} after load, ${mb(rssRestart)} after the restart`,
  );
}

/** Starts the server and waits for /readyz; stop() sends SIGTERM and expects exit code 0. */
async function startServer(dir, env, api) {
  const [command, ...args] = startCommand(dir);
  say(`starting ${[command, ...args].join(' ')} in ${dir} (${process.version})`);
  const t0 = performance.now();
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    serverOutput += d;
  });
  child.stderr.on('data', (d) => {
    serverOutput += d;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let stopped = false;
  cleanups.push(async () => {
    if (!stopped && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 180_000;
  let ready;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('no 200 from /readyz in 180 s');
    ready = await api.get('/readyz').then(
      (r) => (r.status === 200 ? r : undefined),
      () => undefined,
    );
    if (!ready) await sleep(50);
  }
  const startMs = performance.now() - t0;
  const startCpu = cpuOf(child.pid);
  const stop = async () => {
    stopped = true;
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(20_000).then(() => 'still running after 20 s')]);
    check(code === 0, `SIGTERM exits 0: ${code}`);
  };
  return { child, ready, startMs, startCpu, stop };
}

/** scripts/release.sh's steps, in the Dockerfile's order (its folder there is /release). */
const RELEASE_STEPS = ['build', 'assemble /release', 'install /release'];

/**
 * CI cannot run Docker, so the check keeps the Dockerfile in step with what it runs: the build stage's
 * scripts/release.sh steps are RELEASE_STEPS, and the image's CMD is package.json's start:prod.
 */
function checkDockerfile() {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const steps = [...dockerfile.matchAll(/^RUN scripts\/release\.sh (.+)$/gm)].map((m) => m[1].trim());
  check(
    JSON.stringify(steps) === JSON.stringify(RELEASE_STEPS),
    `the Dockerfile runs scripts/release.sh ${RELEASE_STEPS.join(', ')}: found ${steps.join(', ')}`,
  );
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]');
  const startProd = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[
    'start:prod'
  ];
  check(cmd.join(' ') === startProd, `the Dockerfile's CMD (${cmd.join(' ')}) is start:prod (${startProd})`);
  check(
    /^USER node$/m.test(dockerfile) && /^HEALTHCHECK /m.test(dockerfile),
    'the image runs as node, with a health check',
  );
}

/** The release's start command (package.json "start:prod"), or the tsx start of the development tree. */
function startCommand(dir) {
  if (runtime === 'tsx')
    return ['node', '--max-semi-space-size=64', '--import', 'tsx', 'apps/api/src/server.ts'];
  const script = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts['start:prod'];
  check(/^node [^;&|]+$/.test(script), `start:prod is a plain node command: ${script}`);
  return script.split(' ');
}

/** An HTTP client on 127.0.0.1 for one host: sends the page's Origin on writes and keeps its cookies. */
function client(port, hostHeader) {
  const cookies = new Map();
  const request = (method, pathname, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method,
          agent: false,
          headers: {
            host: hostHeader,
            ...(payload ? { 'content-type': 'application/json', origin: `http://${hostHeader}` } : {}),
            ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const [name, value] = pair.split('=');
              if (value) cookies.set(name, value);
              else cookies.delete(name);
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${pathname}: no answer in 30 s`)));
      req.end(payload);
    });
  return {
    cookies,
    get: (pathname) => request('GET', pathname),
    post: (pathname, body, headers) => request('POST', pathname, body ?? {}, headers),
  };
}

/**
 * The API tests' hourlyPerson (calculations.test-helpers.ts): $20 billed at $30, one week, WC 1%. Node 24 runs
 * the contracts' TypeScript fixture as it is (type stripping), so it must keep to erasable syntax.
 */
function hourlyPerson(stateId, cityId) {
  return wirePerson({
    pay: '20',
    bill: '30',
    weeks: '1',
    sites: [[String(stateId), String(cityId)]],
    wc: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1' },
  });
}

/** A file of /proc/<pid>/, or null once the process has ended. */
function procFile(pid, name) {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
}

/** Resident memory of the server and of the processes it started (tsx's esbuild service, cluster workers). */
function rssOf(pid) {
  const status = procFile(pid, 'status');
  if (status === null) return 0;
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  return own + childrenOf(pid).reduce((sum, child) => sum + rssOf(child), 0);
}

/** CPU time (user + system, seconds) used so far by the server and its live child processes. */
function cpuOf(pid) {
  const stat = procFile(pid, 'stat');
  if (stat === null) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / 100;
  return own + childrenOf(pid).reduce((sum, child) => sum + cpuOf(child), 0);
}

function childrenOf(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean);
  } catch {
    return [];
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`release-check FAILED: ${error.message}\n--- server output ---\n${serverOutput}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
process.exit(failed ? 1 : 0);
