import type { SessionTarget } from './session-cache';

/**
 * Answers of a hot read route (the calculations list) kept in this process for a few seconds per organisation
 * and query, so that many readers of the same page do not each query the database (docs/performance.md#the-load-benchmark).
 *
 * It is dropped by the same signal as the session cache (plugins/auth.ts): every write, signed in or
 * anonymous, drops its organisation's answers in this process before its own answer leaves, and in every other
 * process through PostgreSQL NOTIFY; a write with no organisation drops them all. A read that started before
 * such a drop does not store what it read. Where processes share a database, each answer is also kept with the
 * counter it was read at (`version`, db/cache-versions.ts) and used only while the request's own reading of the
 * counter is the same: a write elsewhere is then seen at the next request, before its notification arrives.
 * A change made straight in the database is seen within `ttlMs`.
 */
export interface ReadCache {
  /**
   * The answer for this organisation and key: kept, or loaded (and kept unless a write came meanwhile). `about`
   * is kept with the answer for `patch` (what the key was made from).
   */
  read<T>(
    organizationId: number,
    key: string,
    load: () => Promise<T>,
    options?: { about?: unknown; version?: number | undefined },
  ): Promise<T>;
  /**
   * A write whose effect on the kept answers is known (a new calculation on the list's first page): each of the
   * organisation's answers becomes what `update` returns, or is dropped when it returns undefined. Reads that
   * started before it do not store what they read, as after a drop. `version` is the counter the write left:
   * an answer kept at another counter than the one before it (a write elsewhere came between) is dropped.
   */
  patch(organizationId: number, update: (value: unknown, about: unknown) => unknown, version?: number): void;
  /**
   * Runs a write that will `patch`: until it has ended, no read of the organisation keeps what it loaded. Such a
   * read may have seen the committed row before the patch ran, and the patch would then add it a second time (a
   * page with the row twice, a total counted twice).
   */
  holding<T>(organizationId: number, write: () => Promise<T>): Promise<T>;
  invalidate(target: SessionTarget): void;
  clear(): void;
  readonly size: number;
}

/** At most this many answers are kept; past it the oldest is dropped. */
const MOST_ENTRIES = 5_000;

interface Entry {
  organizationId: number;
  until: number;
  value: unknown;
  about: unknown;
  version: number | undefined;
}

export function createReadCache(ttlMs: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, Entry>();
  const drops = new Map<number, number>();
  const held = new Map<number, number>();
  let clears = 0;
  const bump = (organizationId: number) => drops.set(organizationId, (drops.get(organizationId) ?? 0) + 1);
  const stamp = (organizationId: number) => `${clears}:${drops.get(organizationId) ?? 0}`;
  return {
    async read<T>(
      organizationId: number,
      key: string,
      load: () => Promise<T>,
      { about, version }: { about?: unknown; version?: number | undefined } = {},
    ): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = `${organizationId}\u0000${key}`;
      const t = now();
      const hit = entries.get(at);
      if (hit && hit.until > t && hit.version === version) return hit.value as T;
      const before = stamp(organizationId);
      const value = await load();
      if (stamp(organizationId) === before && !held.get(organizationId)) {
        entries.delete(at);
        if (entries.size >= MOST_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(at, { organizationId, until: t + ttlMs, value, about, version });
      }
      return value;
    },
    patch(organizationId, update, version) {
      bump(organizationId);
      for (const [at, entry] of entries) {
        if (entry.organizationId !== organizationId) continue;
        // Read at the counter before this write, or patched by another save of the same statement (while a
        // write is held no read stores, so nothing else can be at `version` yet).
        const next =
          version === undefined ||
          entry.version === undefined ||
          entry.version === version - 1 ||
          entry.version === version;
        const value = next ? update(entry.value, entry.about) : undefined;
        if (value === undefined) entries.delete(at);
        else {
          entry.value = value;
          if (entry.version !== undefined) entry.version = version ?? entry.version;
        }
      }
    },
    async holding(organizationId, write) {
      held.set(organizationId, (held.get(organizationId) ?? 0) + 1);
      try {
        return await write();
      } finally {
        const left = held.get(organizationId)! - 1;
        if (left) held.set(organizationId, left);
        else held.delete(organizationId);
        // A read that began during the write and ends after it must not keep its answer either.
        bump(organizationId);
      }
    },
    invalidate({ organizationId }) {
      if (organizationId === undefined) return this.clear();
      bump(organizationId);
      for (const [at, entry] of entries) if (entry.organizationId === organizationId) entries.delete(at);
    },
    clear() {
      clears++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
