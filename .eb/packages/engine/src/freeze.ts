/**
 * Freezes an input and everything in it. The engine memoises what it derives from its inputs by object
 * identity, so an input changed after a first `calculate` would give stale figures: frozen, it cannot be
 * changed (assigning throws a TypeError), and a changed input is always a new object, priced afresh.
 * An already frozen object is taken as frozen all through (the federal constants, a snapshot seen before).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]); // no key array
  }
  return value;
}
