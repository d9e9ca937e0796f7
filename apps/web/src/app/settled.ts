/**
 * A promise-like that hands over its value synchronously. React.lazy reads a thenable's value at once when
 * `then` calls back before returning, so a component whose code is already loaded renders without suspending.
 */
export function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point, React.lazy reads it like a promise.
  return { then: (resolve: (v: T) => unknown) => settled(resolve(value)) } as unknown as Promise<T>;
}
