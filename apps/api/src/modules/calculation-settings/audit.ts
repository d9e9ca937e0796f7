import type { AuditArea } from '@app/contracts/settings/responses';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settingsAudit, users } from '../../db/schema';

export interface AuditEntry {
  organizationId: number;
  userId: number | null;
  area: AuditArea;
  recordId?: number | null;
  action: 'create' | 'update' | 'delete' | 'import';
  oldValue?: Record<string, unknown> | null;
  newValue?: Record<string, unknown> | null;
}

/** Records one change, inside the caller's transaction so the log and the change commit together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(settingsAudit).values({
    organizationId: entry.organizationId,
    userId: entry.userId,
    area: entry.area,
    recordId: entry.recordId ?? null,
    action: entry.action,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  });
}

export async function listAudit(
  db: DbOrTx,
  opts: { organizationId: number; area?: AuditArea; page: number; perPage: number },
) {
  const where = and(
    eq(settingsAudit.organizationId, opts.organizationId),
    opts.area ? eq(settingsAudit.area, opts.area) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: settingsAudit.id,
        area: settingsAudit.area,
        record_id: settingsAudit.recordId,
        action: settingsAudit.action,
        old_value: settingsAudit.oldValue,
        new_value: settingsAudit.newValue,
        created_at: settingsAudit.createdAt,
        user_first_name: users.firstName,
        user_last_name: users.lastName,
      })
      .from(settingsAudit)
      .leftJoin(users, eq(users.id, settingsAudit.userId))
      .where(where)
      .orderBy(desc(settingsAudit.createdAt), desc(settingsAudit.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: count() }).from(settingsAudit).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0 };
}
