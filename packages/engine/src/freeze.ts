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

/**
 * `derive` memoised by the input's identity: the input is deep-frozen before its first derivation, so what is
 * kept for it can never go stale.
 */
export function memoisedByIdentity<In extends object, Out>(derive: (input: In) => Out): (input: In) => Out {
  const cache = new WeakMap<In, Out>();
  return (input) => {
    let derived = cache.get(input);
    if (!derived) {
      derived = derive(deepFreeze(input));
      cache.set(input, derived);
    }
    return derived;
  };
}
