import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seed } from '../seed';

/**
 * Tests migrate and seed one template database per run, then give each test file its own copy:
 * a copied PGlite folder (0.5 s instead of a 5 s initdb), or CREATE DATABASE ... TEMPLATE on PostgreSQL.
 */
export interface TemplateRef {
  kind: 'pglite' | 'postgres';
  /** PGlite folder, or the template database name on the server. */
  location: string;
}

export const serverUrl = () => process.env.TEST_DATABASE_URL;

/**
 * The PostgreSQL server for tests that need one whatever database the run uses (several server processes,
 * pg_dump backups): TEST_DATABASE_URL, else this machine's (CI starts it before the tests).
 */
export const postgresServerUrl = () => serverUrl() ?? 'postgres://root@127.0.0.1:5432/test';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

export async function createEmptyServerDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`create database "${name}"`));
}

export async function dropServerDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
}

/**
 * A migrated and seeded database on the PostgreSQL server, for processes that open it themselves; its URL.
 * A copy of the run's template when the run is on PostgreSQL, else migrated and seeded here (a few seconds).
 */
export async function copyServerTemplate(
  template: TemplateRef,
  prefix = 'sm_test',
): Promise<{ name: string; url: string }> {
  const name = uniqueName(prefix);
  const url = databaseUrl(postgresServerUrl(), name);
  if (template.kind === 'postgres') {
    await admin((c) => c.query(`create database "${name}" template "${template.location}"`));
    return { name, url };
  }
  await createEmptyServerDatabase(name);
  const database = await openDatabase({ url, dataDir: '' });
  try {
    await database.migrate();
    await seed(database.db, { demo: false });
  } finally {
    await database.close();
  }
  return { name, url };
}

/** Opens a private copy of the template for one test file; close() also deletes the copy. */
export async function openTestDatabase(template: TemplateRef): Promise<Database> {
  if (template.kind === 'postgres') {
    const { name, url } = await copyServerTemplate(template);
    const database = await openDatabase({ url, dataDir: '' });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropServerDatabase(name);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-test-db-'));
  fs.cpSync(template.location, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
