import type { PackageInput } from '@app/contracts/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthcarePackages } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { recordAudit } from './audit';
import { type SettingsActor, s } from './context';
import { requiredVersion, staleSetting } from './versioning';

export const packageView = (p: typeof healthcarePackages.$inferSelect) => ({
  id: p.id,
  package_name: p.name,
  employee_only: Number(p.employeeOnly),
  employee_spouse: Number(p.employeeSpouse),
  employee_dependent: Number(p.employeeDependent),
  family: Number(p.family),
  version: p.version,
});

/** Adds a package (no id) or updates one of the organisation's packages. */
export async function savePackage(db: Db, actor: SettingsActor, data: PackageInput) {
  const values = {
    name: data.package_name,
    employeeOnly: s(data.employee_only),
    employeeSpouse: s(data.employee_spouse),
    employeeDependent: s(data.employee_dependent),
    family: s(data.family),
  };
  return db.transaction(async (tx) => {
    if (data.id) {
      const [old] = await tx
        .select()
        .from(healthcarePackages)
        .where(
          and(
            eq(healthcarePackages.id, data.id),
            eq(healthcarePackages.organizationId, actor.organizationId),
          ),
        )
        .for('update');
      if (!old) throw AppError.notFound('Package');
      const expected = requiredVersion(data.version);
      if (old.version !== expected) {
        throw await staleSetting(
          tx,
          { ...actor, area: 'healthcare', recordId: old.id, what: 'package' },
          old,
        );
      }
      const [row] = await tx
        .update(healthcarePackages)
        .set({ ...values, updatedAt: new Date(), version: sql`${healthcarePackages.version} + 1` })
        .where(and(eq(healthcarePackages.id, old.id), eq(healthcarePackages.version, expected)))
        .returning();
      await recordAudit(tx, {
        ...actor,
        area: 'healthcare',
        recordId: old.id,
        action: 'update',
        oldValue: packageView(old),
        newValue: packageView(row!),
      });
      return packageView(row!);
    }
    const [row] = await tx
      .insert(healthcarePackages)
      .values({ organizationId: actor.organizationId, ...values })
      .returning();
    await recordAudit(tx, {
      ...actor,
      area: 'healthcare',
      recordId: row!.id,
      action: 'create',
      newValue: packageView(row!),
    });
    return packageView(row!);
  });
}

export async function deletePackage(db: Db, actor: SettingsActor, id: number) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(healthcarePackages)
      .where(and(eq(healthcarePackages.id, id), eq(healthcarePackages.organizationId, actor.organizationId)))
      .returning();
    if (!old) throw AppError.notFound('Package');
    await recordAudit(tx, {
      ...actor,
      area: 'healthcare',
      recordId: id,
      action: 'delete',
      oldValue: packageView(old),
    });
  });
}
