import type { SessionTarget } from './session-cache';

/**
 * Answers of a hot read route (the calculations list) kept in this process for a few seconds per organisation
 * and query, so that many readers of the same page do not each query the database (docs/performance.md#the-load-benchmark).
 *
 * It is dropped by the same signal as the session cache (plugins/auth.ts): every write, signed in or
 * anonymous, drops its organisation's answers in this process before its own answer leaves, and in every other
 * process through PostgreSQL NOTIFY; a write with no organisation drops them all. A read that started before
 * such a drop does not store what it read. So a write is seen at once by the process that made it, by the
 * others as soon as the notification arrives, and a change made another way (straight in the database, or a
 * user's new name in their other organisations) within `ttlMs`.
 */
export interface ReadCache {
  /** The answer for this organisation and key: kept, or loaded (and kept unless a write came meanwhile). */
  read<T>(organizationId: number, key: string, load: () => Promise<T>): Promise<T>;
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
}

export function createReadCache(ttlMs: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, Entry>();
  const drops = new Map<number, number>();
  let clears = 0;
  const stamp = (organizationId: number) => `${clears}:${drops.get(organizationId) ?? 0}`;
  return {
    async read<T>(organizationId: number, key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = `${organizationId}\u0000${key}`;
      const t = now();
      const hit = entries.get(at);
      if (hit && hit.until > t) return hit.value as T;
      const before = stamp(organizationId);
      const value = await load();
      if (stamp(organizationId) === before) {
        entries.delete(at);
        if (entries.size >= MOST_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(at, { organizationId, until: t + ttlMs, value });
      }
      return value;
    },
    invalidate({ organizationId }) {
      if (organizationId === undefined) return this.clear();
      drops.set(organizationId, (drops.get(organizationId) ?? 0) + 1);
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
