/**
 * Reading and writing a form value by its dotted path (persons.1.pay.pay_rate), with structural sharing: a
 * write copies only the objects on the path, so every other person and section keeps its identity and the
 * components that show them can skip rendering (docs/performance.md#live-results).
 */

type Container = Record<string, unknown> | unknown[];

const segments = (path: string) => path.split('.');

export function getPath(path: string, values: unknown): unknown {
  let at: unknown = values;
  for (const key of segments(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** `values` with `value` at `path`; the same object when nothing changes. */
export function setPath<T>(path: string, value: unknown, values: T): T {
  const write = (at: unknown, keys: string[]): unknown => {
    const [key, ...rest] = keys as [string, ...string[]];
    const container: Container =
      at !== null && typeof at === 'object' ? (at as Container) : /^\d+$/.test(key) ? [] : {};
    const current = (container as Record<string, unknown>)[key];
    const next = rest.length === 0 ? value : write(current, rest);
    if (next === current && at === container) return container;
    const copy: Container = Array.isArray(container) ? [...container] : { ...container };
    (copy as Record<string, unknown>)[key] = next;
    return copy;
  };
  return write(values, segments(path)) as T;
}

/** Deep equality of plain data; shared subtrees compare in one step. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (k) =>
      Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
