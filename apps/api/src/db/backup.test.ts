import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed';
import {
  createEmptyServerDatabase,
  databaseUrl,
  dropServerDatabase,
  postgresServerUrl,
  uniqueName,
} from '../testing/test-database';
import { openDatabase } from './client';

const run = promisify(execFile);
const scripts = path.resolve(import.meta.dirname, '../../../../scripts');

/** Runs a script, answering its exit code and output instead of throwing on a non-zero exit. */
async function script(name: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('bash', [path.join(scripts, name), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every table of the application and of the migrations journal, with its row count. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Every calculation's stored inputs, results and summary figures, as the database returns them. */
async function storedCalculations(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id, name, status, person_list::text, rate_snapshot::text, results::text, revenue, total_cost,
              gross_profit, gross_profit_percent from calculations order by id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe('backup.sh and restore.sh', { timeout: 180_000 }, () => {
  const source = uniqueName('sm_backup_src');
  const target = uniqueName('sm_backup_dst');
  const sourceUrl = databaseUrl(postgresServerUrl(), source);
  const targetUrl = databaseUrl(postgresServerUrl(), target);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-backups-'));
  let file: string;

  beforeAll(async () => {
    await createEmptyServerDatabase(source);
    await createEmptyServerDatabase(target);
    const database = await openDatabase({ url: sourceUrl, dataDir: '' });
    await database.migrate();
    await seed(database.db, { demo: true });
    await database.close();
  }, 180_000);

  afterAll(async () => {
    await dropServerDatabase(source);
    await dropServerDatabase(target);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('backs up DATABASE_URL to a timestamped pg_dump file', async () => {
    const backup = await script('backup.sh', [folder], { DATABASE_URL: sourceUrl });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    file = backup.stdout.trim();
    expect(path.dirname(file)).toBe(folder);
    expect(path.basename(file)).toMatch(/^staffmargin-\d{8}T\d{6}Z\.dump$/);
    // pg_dump's custom format starts with its signature.
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(fs.readdirSync(folder)).toEqual([path.basename(file)]);
  });

  it('restores it into another database: every table has its rows, every calculation its results', async () => {
    const restore = await script('restore.sh', [file, targetUrl]);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('into an empty database');

    const before = await rowCounts(sourceUrl);
    const after = await rowCounts(targetUrl);
    expect(after).toEqual(before);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['public.calculations']).toBeGreaterThan(0);
    expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(0);

    const calculations = await storedCalculations(targetUrl);
    expect(calculations).toEqual(await storedCalculations(sourceUrl));
    const approved = calculations.find((c) => c.status === 'Approved') ?? calculations[0];
    expect(JSON.parse(approved.results)).toEqual(
      JSON.parse((await storedCalculations(sourceUrl)).find((c) => c.id === approved.id).results),
    );
    expect(Number(approved.revenue)).toBeGreaterThan(0);

    // The server starts on it: every migration is recorded, so none runs again.
    const restored = await openDatabase({ url: targetUrl, dataDir: '' });
    await restored.migrate();
    await restored.close();
    expect(await rowCounts(targetUrl)).toEqual(before);
  });

  it('refuses a database that is not empty unless told --force, which replaces its contents', async () => {
    const refused = await script('restore.sh', [file, targetUrl]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/the target database is not empty \(\d+ tables, views or sequences\)/);

    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    await client.query(`delete from notifications`);
    await client.query(`update calculations set name = 'changed after the backup'`);
    await client.end();

    const forced = await script('restore.sh', ['--force', file, targetUrl]);
    expect(forced.code).toBe(0);
    expect(await rowCounts(targetUrl)).toEqual(await rowCounts(sourceUrl));
    expect(await storedCalculations(targetUrl)).toEqual(await storedCalculations(sourceUrl));
  });

  it('says what is missing instead of guessing', async () => {
    const noUrl = await script('backup.sh', [folder]);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('DATABASE_URL is not set');
    const noFile = await script('restore.sh', [path.join(folder, 'none.dump'), targetUrl]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('no backup file at');
    expect((await script('restore.sh', [file])).stderr).toContain('usage: scripts/restore.sh');
  });
});
