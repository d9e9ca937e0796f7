import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * A hot path's fixed statement, sent without Drizzle's query building (docs/performance.md#group-commit). On
 * PostgreSQL it is a named prepared statement: each pooled connection parses and plans it once. The embedded
 * database takes the same text and parameters. Answers the rows as the driver parsed them.
 */
export async function rawQuery<R>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<R[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as R[];
  }
  const result = await client.query<R>(statement.text, values);
  return result.rows;
}
