/**
 * Resolved sessions kept in this process for a few seconds, keyed by the SHA-256 of the session token (the
 * token itself is never kept), so that a signed-in page's bursts of requests do not each read the session,
 * user and memberships (docs/performance.md#sessions).
 *
 * What keeps it correct (docs/security.md#sessions):
 * - an entry lives at most `ttlMs`, and never past the session's own expiry;
 * - any write request (POST, PUT, PATCH, DELETE) answered by this process empties it, so sign-out, password
 *   changes, name or role changes made here are seen by the next request at once;
 * - a read that started before such a write cannot store what it read (`generation`);
 * - only valid sessions are kept: unknown tokens always go to the database and cannot fill it.
 * A change made through another process, or straight in the database, is seen within `ttlMs`.
 */
export interface SessionCache<T> {
  /** The entry for a token hash, unless it has expired. */
  get(key: string, now: number): T | undefined;
  /** The current generation, read before the database is: pass it to `set`. */
  generation(): number;
  /** Keeps an entry until min(now + ttl, expiresAt), unless a write happened since `generation` was read. */
  set(key: string, value: T, now: number, expiresAt: number, generation: number): void;
  /** Forgets every entry: called after each write request. */
  clear(): void;
}

/** At most this many sessions are kept; past it the oldest are dropped. */
const MOST_ENTRIES = 10_000;

export function createSessionCache<T>(ttlMs: number): SessionCache<T> {
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  return {
    get(key, now) {
      if (ttlMs === 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(key, value, now, expiresAt, at) {
      if (ttlMs === 0 || at !== generation) return;
      if (entries.size >= MOST_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: Math.min(now + ttlMs, expiresAt) });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
