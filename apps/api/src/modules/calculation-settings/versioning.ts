import type { AuditArea } from '@app/contracts/settings/responses';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settingsAudit, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';

/** An update must say which version it edits; the contract marks it required with an id. */
export function requiredVersion(version: number | null | undefined, field = 'data.version'): number {
  if (!version) throw AppError.validation({ [field]: ['version is required'] });
  return version;
}

/**
 * The 409 for an edit made from an older version: names whoever saved the current one and when, from the
 * audit log written in the same transaction as that change.
 */
export async function staleSetting(
  db: DbOrTx,
  row: { organizationId: number; area: AuditArea; recordId: number; what: string },
  current: { version: number; updatedAt: Date },
): Promise<AppError> {
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
  return AppError.staleEdit(row.what, {
    changed_by: last?.firstName ? `${last.firstName} ${last.lastName}` : null,
    changed_at: (last?.createdAt ?? current.updatedAt).toISOString(),
    version: current.version,
  });
}
