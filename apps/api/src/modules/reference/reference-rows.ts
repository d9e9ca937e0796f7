import { referenceGeneration } from './reference-cache';

/**
 * Rows of the reference tables (states, cities, wage bases, FUTA credit reductions, per diem, federal years)
 * kept in this process, per table and key: reference data changes only when the seed writes it, which bumps
 * the generation (reference-cache.ts), so a calculation's rates need no query for it after the first
 * (docs/performance.md#under-a-write-mix-2026-11-26). Rows are shared: callers must not change them.
 */
const MOST_KEYS_PER_TABLE = 20_000;

interface TableCache {
  generation: number;
  rows: Map<string | number, readonly unknown[]>;
}
const tables = new Map<string, TableCache>();

function tableCache(name: string): TableCache {
  const generation = referenceGeneration();
  let table = tables.get(name);
  if (!table || table.generation !== generation) {
    table = { generation, rows: new Map() };
    tables.set(name, table);
  }
  return table;
}

/**
 * The rows of `table` for each of `keys` (a state id, a city id), loading only the keys not yet kept, in one
 * query (`load` gets them; `keyOf` says which key a row belongs to). A key with no rows is kept as none.
 */
export async function referenceRowsFor<K extends string | number, R>(
  table: string,
  keys: readonly K[],
  load: (missing: K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
): Promise<R[]> {
  const cache = tableCache(table);
  const missing = keys.filter((k) => !cache.rows.has(k));
  if (missing.length > 0) {
    const generation = cache.generation;
    const loaded = await load([...new Set(missing)]);
    const byKey = new Map<K, R[]>(missing.map((k) => [k, []]));
    for (const row of loaded) byKey.get(keyOf(row))?.push(row);
    // A seed that ran meanwhile started a new generation: answer with what was read, keep nothing.
    if (generation === referenceGeneration()) {
      if (cache.rows.size + byKey.size > MOST_KEYS_PER_TABLE) cache.rows.clear();
      for (const [k, rows] of byKey) cache.rows.set(k, rows);
    } else {
      return keys.flatMap((k) => (byKey.get(k) ?? cache.rows.get(k) ?? []) as R[]);
    }
  }
  return keys.flatMap((k) => cache.rows.get(k) as R[]);
}

/** Every row of a small reference table (the federal years), kept as one entry. */
export async function referenceRows<R>(table: string, load: () => Promise<R[]>): Promise<R[]> {
  return referenceRowsFor(table, ['all'], load, () => 'all');
}
