import type { AuditArea } from '@app/contracts/settings/responses';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settingsAudit, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';

/**
 * The settings audit log: who changed which record of an organisation's settings (calculation settings, API
 * keys, webhook endpoints and their deliveries), and when; the 409 of a stale edit names the last writer.
 */

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

/** The newest audit row of one record, with who wrote it. */
async function lastAuditOf(db: DbOrTx, row: { organizationId: number; area: AuditArea; recordId: number }) {
  const [last] = await db
    .select({ createdAt: settingsAudit.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(settingsAudit)
    .leftJoin(users, eq(users.id, settingsAudit.userId))
    .where(
      and(
        eq(settingsAudit.organizationId, row.organizationId),
        eq(settingsAudit.area, row.area),
        eq(settingsAudit.recordId, row.recordId),
      ),
    )
    .orderBy(desc(settingsAudit.id))
    .limit(1);
  return last;
}

/**
 * The 409 for an edit made from an older version: names whoever saved the current one and when, from the
 * audit log written in the same transaction as that change (docs/concurrency.md).
 */
export async function staleSetting(
  db: DbOrTx,
  row: { organizationId: number; area: AuditArea; recordId: number; what: string },
  current: { version: number; updatedAt: Date },
): Promise<AppError> {
  const last = await lastAuditOf(db, row);
  return AppError.staleEdit(row.what, {
    changed_by: last?.firstName ? `${last.firstName} ${last.lastName}` : null,
    changed_at: (last?.createdAt ?? current.updatedAt).toISOString(),
    version: current.version,
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
