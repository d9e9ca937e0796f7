import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiIdempotency } from '../../db/schema';

type Row = typeof apiIdempotency.$inferSelect;

/** Claims (key, idempotency key) for this request: true when this request is the first, in one statement. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  values: { apiKeyId: number; key: string; requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(apiIdempotency)
    .values({ ...values, state: 'running', createdAt: values.now })
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.key });
  return rows.length === 1;
}

export async function findIdempotencyRow(db: DbOrTx, apiKeyId: number, key: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.key, key)));
  return row ?? null;
}

export async function finishIdempotencyKey(
  db: DbOrTx,
  where: { apiKeyId: number; key: string },
  answer: { statusCode: number; body: string },
) {
  await db
    .update(apiIdempotency)
    .set({ state: 'done', ...answer })
    .where(and(eq(apiIdempotency.apiKeyId, where.apiKeyId), eq(apiIdempotency.key, where.key)));
}

/** Forgets a key: after a server error (the client may retry), or once it is older than 24 hours. */
export async function releaseIdempotencyKey(
  db: DbOrTx,
  where: { apiKeyId: number; key: string; olderThan?: Date },
) {
  await db
    .delete(apiIdempotency)
    .where(
      and(
        eq(apiIdempotency.apiKeyId, where.apiKeyId),
        eq(apiIdempotency.key, where.key),
        where.olderThan ? lt(apiIdempotency.createdAt, where.olderThan) : undefined,
      ),
    );
}
