import { and, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiIdempotency, calculations } from '../../db/schema';

type Row = typeof apiIdempotency.$inferSelect;

/** Claims (key, idempotency key) for this request: true when this request is the first, in one statement. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  values: { apiKeyId: number; key: string; requestHash: string; now: Date; leaseUntil: Date },
): Promise<boolean> {
  const { now, ...rest } = values;
  const rows = await db
    .insert(apiIdempotency)
    .values({ ...rest, state: 'running', createdAt: now })
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

/**
 * Takes over a running claim whose process stopped renewing it (it died): true for the one request that does,
 * in one statement, so two retries cannot both. Only with the same request; another body gets its 422.
 */
export async function takeOverIdempotencyKey(
  db: DbOrTx,
  where: { apiKeyId: number; key: string; requestHash: string; now: Date; leaseUntil: Date },
): Promise<Row | null> {
  const [row] = await db
    .update(apiIdempotency)
    .set({ leaseUntil: where.leaseUntil })
    .where(
      and(
        eq(apiIdempotency.apiKeyId, where.apiKeyId),
        eq(apiIdempotency.key, where.key),
        eq(apiIdempotency.requestHash, where.requestHash),
        eq(apiIdempotency.state, 'running'),
        lt(apiIdempotency.leaseUntil, where.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps a running claim this process holds. */
export async function renewIdempotencyLease(
  db: DbOrTx,
  where: { apiKeyId: number; key: string },
  leaseUntil: Date,
) {
  await db
    .update(apiIdempotency)
    .set({ leaseUntil })
    .where(
      and(
        eq(apiIdempotency.apiKeyId, where.apiKeyId),
        eq(apiIdempotency.key, where.key),
        eq(apiIdempotency.state, 'running'),
      ),
    );
}

/** The calculation a claim's first request saved before its process died, if it did. */
export async function calculationSavedUnder(
  db: DbOrTx,
  where: { organizationId: number; idempotencyKey: string; since: Date },
): Promise<number | null> {
  const [row] = await db
    .select({ id: calculations.id })
    .from(calculations)
    .where(
      and(
        eq(calculations.organizationId, where.organizationId),
        eq(calculations.idempotencyKey, where.idempotencyKey),
        // Not one made under the same key more than a day before (a key is forgotten after 24 hours); a
        // minute's margin for the difference between this process's clock and the database's.
        gte(calculations.createdAt, new Date(where.since.getTime() - 60_000)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
