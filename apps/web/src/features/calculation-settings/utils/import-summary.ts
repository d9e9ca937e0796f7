import type { NamedRef, SutaImportRow, WcImportRow } from '@app/contracts/settings';
import type { Location } from '../../../lib/org-settings/types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'California, Texas and Ohio'. */
function names(list: string[]) {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/**
 * What an applied CSV did, worded for the tab it was imported on
 * (docs/product/calculation-settings.md#csv-imports-suta-and-wc): read against the locations as they were
 * before the import, with the same matching the API uses (a WC row with the state, code and nickname of an
 * existing code updates it).
 */
export function sutaImportSummary(rows: SutaImportRow[], before: Location[], states: NamedRef[]) {
  const name = (id: number) => states.find((s) => s.id === id)?.name ?? `State ${id}`;
  const known = new Set(before.map((l) => l.state_id));
  const added = rows.filter((r) => !known.has(r.stateId)).map((r) => name(r.stateId));
  const updated = rows.filter((r) => known.has(r.stateId)).map((r) => name(r.stateId));
  const parts = [
    added.length > 0 && `${plural(added.length, 'location')} added (${names(added)})`,
    updated.length > 0 && `${plural(updated.length, 'SUTA rate')} set (${names(updated)})`,
  ].filter(Boolean);
  return `Imported ${plural(rows.length, 'row')}: ${parts.join(', ')}.`;
}

export function wcImportSummary(rows: WcImportRow[], before: Location[], states: NamedRef[]) {
  const existing = (r: WcImportRow) =>
    before
      .find((l) => l.state_id === r.stateId)
      ?.wc_settings.some((c) => c.code === r.code && c.nick_name.toLowerCase() === r.nickName.toLowerCase());
  const updated = rows.filter(existing).length;
  const where = [...new Set(rows.map((r) => r.stateId))].map(
    (id) => states.find((s) => s.id === id)?.name ?? `State ${id}`,
  );
  return `Imported ${plural(rows.length, 'row')}: ${plural(rows.length - updated, 'WC code')} added, ${updated} updated, in ${names(where)}.`;
}
