import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: services and repos never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or a transaction: repos accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process runs theirs (a PostgreSQL session advisory lock on a connection of its own;
   * the embedded database has one process): migrations and the seed of processes started together run one
   * after the other, so none meets another's half-made schema (docs/deployment.md#when-the-database-goes-away).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections at this moment (metrics; the embedded database has no pool). */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL only (other processes share it; the embedded database has one): LISTEN on `channel` over a
   * connection of its own, reconnecting after a loss. `onGap` is called when notices may have been missed
   * (the connection dropped, and again once listening anew). Resolves to a function that stops listening.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
}

export interface PoolStats {
  /** Connections open, idle among them, queries waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The advisory lock key of start-up's migrations and seed: any constant no other lock of ours uses. */
const STARTUP_LOCK = 7_315_002;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  /** PostgreSQL URL; without it PGlite stores its files under dataDir. */
  url?: string;
  /** Folder of the embedded database (ignored with url). */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (err) => console.warn(`database connection closed: ${err.message}`));
  // The pool listens to its idle connections only; one checked out (a transaction between statements, a query in
  // flight) emits 'error' on the client itself, and with no listener that error would end the process. The query
  // in flight is rejected anyway, and answers 503 (db/connection-lost.ts); the pool drops the broken client.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session releases the lock even if the unlock cannot be sent.
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release(true);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: (channel, onNotice, onGap) => listenPostgres(url, channel, onNotice, onGap),
  };
}

async function listenPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!closed) timer = setTimeout(() => open().then(onGap, retry), 1000);
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      if (n.channel === channel) onNotice(n.payload ?? '');
    });
    client.on('error', (err) => console.warn(`notification connection lost: ${err.message}`));
    client.on('end', () => {
      if (current !== client || closed) return;
      current = null;
      onGap();
      retry();
    });
    await client.connect();
    await client.query(`listen "${channel.replace(/"/g, '')}"`);
    current = client;
  };
  await open();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await current?.end();
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the calculations search index (migration 0004), as on PostgreSQL.
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
