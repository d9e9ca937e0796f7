/**
 * The left panel's checklists: a click toggles one item, but the last selected item cannot be cleared
 * (at least one individual always stays selected, and one state:
 * docs/product/calculations.md#calculation-detail-calculationsid).
 */
export function toggleKeepOne<T>(selected: readonly T[], item: T, all: readonly T[]): T[] {
  const next = selected.includes(item) ? selected.filter((s) => s !== item) : [...selected, item];
  if (next.length === 0) return [...selected];
  return all.filter((a) => next.includes(a));
}

/** Select All: everything when not all are selected; otherwise back to the first one only. */
export function toggleAll<T>(selected: readonly T[], all: readonly T[]): T[] {
  if (selected.length < all.length) return [...all];
  return all.slice(0, 1);
}

/** A multi-select change that never empties the selection. */
export const keepOne = <T>(next: readonly T[], previous: readonly T[]): T[] =>
  next.length ? [...next] : [...previous];

/** Labels for the Individuals list: job names, numbered when several persons share one. */
export function personLabels(jobNames: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const n of jobNames) totals.set(n, (totals.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  return jobNames.map((raw) => {
    const name = raw.trim() || 'Person';
    const k = (seen.get(raw) ?? 0) + 1;
    seen.set(raw, k);
    return (totals.get(raw) ?? 0) > 1 ? `${name} #${k}` : name;
  });
}
