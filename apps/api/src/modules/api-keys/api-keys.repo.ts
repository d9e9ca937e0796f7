import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys, organizations, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const listed = {
  key: apiKeys,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The organisation's keys, newest first, with who created each. */
export function listApiKeys(db: DbOrTx, organizationId: number) {
  return db
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveApiKeys(db: DbOrTx, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Marks a live key revoked; null when it is another organisation's, unknown or already revoked. */
export async function revokeApiKeyRow(
  db: DbOrTx,
  { organizationId, id, at }: { organizationId: number; id: number; at: Date },
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at, revokedReason: 'revoked' })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** Revokes the live keys a member made in an organisation they are leaving; how many. */
export async function revokeKeysOfMaker(
  tx: DbOrTx,
  { organizationId, userId, at }: { organizationId: number; userId: number; at: Date },
): Promise<number> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: at, revokedReason: 'maker_removed' })
    .where(
      and(
        eq(apiKeys.organizationId, organizationId),
        eq(apiKeys.createdBy, userId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length;
}

export async function findApiKey(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId)));
  return row ?? null;
}

/** A live key by its public prefix, with its organisation (read on every request: no cache to outlive a revoke). */
export async function findLiveKeyByPrefix(db: DbOrTx, prefix: string) {
  const [row] = await db
    .select({ key: apiKeys, organization: organizations })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Records a use at most once a minute per key: concurrent requests write one row at most once. */
export async function touchApiKey(db: DbOrTx, id: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LAST_USE_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}

/** How fresh "last used" is: finer would cost a write per request. */
export const LAST_USE_RESOLUTION_MS = 60_000;
