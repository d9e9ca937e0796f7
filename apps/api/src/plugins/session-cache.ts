/**
 * Resolved sessions kept in this process for a few seconds, keyed by the SHA-256 of the session token (the
 * token itself is never kept), so that a signed-in page's bursts of requests do not each read the session,
 * user and memberships (docs/performance.md#sessions).
 *
 * What keeps it correct (docs/security.md#session-cache-revocation):
 * - an entry lives at most `ttlMs`, and never past the session's own expiry;
 * - a write drops the entries it may have changed: those of a user (their sessions, name, password) or of an
 *   organisation (its members' roles and memberships), in this process at once and, on PostgreSQL, in every
 *   other process through a NOTIFY (plugins/auth.ts);
 * - a read that started before such a drop cannot store what it read (`generation`);
 * - only valid sessions are kept: unknown tokens always go to the database and cannot fill it.
 * A change made straight in the database is seen within `ttlMs`.
 */
export interface SessionCache<T> {
  /** The entry for a token hash, unless it has expired. */
  get(key: string, now: number): T | undefined;
  /** The current generation, read before the database is: pass it to `set`. */
  generation(): number;
  /** Keeps an entry until min(now + ttl, expiresAt), unless anything was dropped since `generation` was read. */
  set(key: string, value: T, now: number, expiresAt: number, generation: number): void;
  /** Drops the entries of a user and/or of every member of an organisation. */
  invalidate(target: SessionTarget): void;
  /** Forgets every entry (a lost notification channel). */
  clear(): void;
  readonly size: number;
}

/** Whose cached sessions a write may have changed. */
export interface SessionTarget {
  userId?: number;
  organizationId?: number;
  /** Only the organisation's cached reads changed (a route with `keepsSessions`): sessions stay. */
  readsOnly?: boolean;
  /**
   * The process that made the write and already updated its own caches (plugins/auth.ts): it skips the
   * notification that comes back to it.
   */
  origin?: string;
}

/** At most this many sessions are kept; past it the oldest are dropped. */
const MOST_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  until: number;
  userId: number;
  organizationIds: number[];
}

/** `owners` names the user and organisations an entry belongs to, so a write can drop just those. */
export function createSessionCache<T>(
  ttlMs: number,
  owners: (value: T) => { userId: number; organizationIds: number[] },
): SessionCache<T> {
  const entries = new Map<string, Entry<T>>();
  const byUser = new Map<number, Set<string>>();
  const byOrganization = new Map<number, Set<string>>();
  let generation = 0;

  const index = (map: Map<number, Set<string>>, id: number, key: string) => {
    const keys = map.get(id);
    if (keys) keys.add(key);
    else map.set(id, new Set([key]));
  };
  const unindex = (map: Map<number, Set<string>>, id: number, key: string) => {
    const keys = map.get(id);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(id);
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unindex(byUser, entry.userId, key);
    for (const id of entry.organizationIds) unindex(byOrganization, id, key);
  };

  return {
    get(key, now) {
      if (ttlMs === 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(key, value, now, expiresAt, at) {
      if (ttlMs === 0 || at !== generation) return;
      remove(key);
      if (entries.size >= MOST_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      const { userId, organizationIds } = owners(value);
      entries.set(key, { value, until: Math.min(now + ttlMs, expiresAt), userId, organizationIds });
      index(byUser, userId, key);
      for (const id of organizationIds) index(byOrganization, id, key);
    },
    invalidate({ userId, organizationId }) {
      generation++;
      if (userId !== undefined) for (const key of [...(byUser.get(userId) ?? [])]) remove(key);
      if (organizationId !== undefined) {
        for (const key of [...(byOrganization.get(organizationId) ?? [])]) remove(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
      byUser.clear();
      byOrganization.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
