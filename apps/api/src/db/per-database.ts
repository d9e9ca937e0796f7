import type { Db } from './client';

/**
 * `make(db)` built once per database handle and kept while the handle lives: a prepared statement or a batcher
 * belongs to the handle it runs on (tests open one per file), and the process builds it on first use only.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = make(db);
      built.set(db, value);
    }
    return value;
  };
}
