import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler with one identity for the component's lifetime that always runs the latest `fn`: passed to a
 * memoised child, it does not make the child render again on every render of its parent.
 */
export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
