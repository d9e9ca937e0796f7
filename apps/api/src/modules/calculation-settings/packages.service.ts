import type { PackageInput } from '@app/contracts/settings';
import type { Db } from '../../db/client';
import { healthcarePackages } from '../../db/schema';
import { type SettingsActor, s } from './context';
import { createSettingsRow, deleteSettingsRow, type SettingsTable, updateSettingsRow } from './settings-rows';

const packages: SettingsTable<typeof healthcarePackages> = {
  table: healthcarePackages,
  area: 'healthcare',
  noun: 'Package',
  what: 'package',
};

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
    const row = data.id
      ? await updateSettingsRow(tx, actor, packages, {
          id: data.id,
          version: data.version,
          values,
          audit: (old, row) => ({ oldValue: packageView(old), newValue: packageView(row) }),
        })
      : await createSettingsRow(tx, actor, packages, values, packageView);
    // Packages have no unique key, so an add always lands.
    return packageView(row!);
  });
}

export async function deletePackage(db: Db, actor: SettingsActor, id: number) {
  await db.transaction((tx) => deleteSettingsRow(tx, actor, packages, id, packageView));
}
