import type { Db } from './client';
import { groupCommit } from './group-commit';
import { perDatabase } from './per-database';
import { rawQuery } from './raw-query';

/**
 * The counters every process's caches are checked against (docs/decisions/0014-cache-versions.md). A cached
 * answer remembers the counters it was read at, and is used only while the database still has them: a write
 * bumps them before its answer leaves, so the next request, to any process, sees the change.
 */
export const userVersionKey = (userId: number) => `u:${userId}`;
export const organizationVersionKey = (organizationId: number) => `o:${organizationId}`;
export const readsVersionKey = (organizationId: number) => `r:${organizationId}`;

/** A counter never bumped reads 0. Kept as text in the answer: a bigint would not fit a 32-bit cast. */
const READ = {
  name: 'cache_versions_read',
  text: 'select key, version::text as version from cache_versions where key = any($1::text[])',
};

/** The counters of `keys`, read together with those of every request in the same turn (one statement). */
export const readCacheVersions = perDatabase((db: Db) => {
  const run = async (asked: string[][]) => {
    const rows = await rawQuery<{ key: string; version: string }>(db, READ, [[...new Set(asked.flat())]]);
    const found = new Map(rows.map((row) => [row.key, Number(row.version)]));
    return asked.map((keys) => keys.map((key) => found.get(key) ?? 0));
  };
  return groupCommit<string[], number[]>({ runAll: run, runOne: async (keys) => (await run([keys]))[0]! });
});

/** What a write changed, as the session caches name it (plugins/session-cache.ts `SessionTarget`). */
export interface VersionTarget {
  userId?: number | undefined;
  organizationId?: number | undefined;
  /** Only the organisation's cached reads changed (a calculation saved). */
  readsOnly?: boolean | undefined;
}

/**
 * Bumps the counters of every target and sends the notifications to the other processes, in one statement for
 * the writes of the same turn. A user's own change (name, password, sign-out) bumps their counter and the cached
 * reads of each of their organisations, whose lists show their name. Counters are locked in key order, so two
 * statements never wait on each other in a circle.
 */
const BUMP = {
  name: 'cache_versions_bump',
  text: `with targets as (
      select * from json_to_recordset($1::json) as t(u int, o int, reads boolean)
    ), changed as (
      select 'u:' || u as key from targets where u is not null and not reads
      union select 'o:' || o from targets where o is not null and not reads
      union select 'r:' || o from targets where o is not null
      union select 'r:' || m.organization_id from targets
        join organization_users m on m.user_id = targets.u where targets.o is null
    ), bumped as (
      insert into cache_versions as v (key, version) select key, 1 from changed order by key
      on conflict (key) do update set version = v.version + 1
      returning 1
    )
    select (select count(*) from bumped)::int as bumped,
      (select count(pg_notify($2, payload)) from unnest($3::text[]) as payload)::int as told`,
};

export function cacheVersionBumper(db: Db, channel: string) {
  const run = async (writes: { target: VersionTarget; notice?: string | undefined }[]) => {
    const targets = writes.map(({ target }) => ({
      u: target.userId ?? null,
      o: target.organizationId ?? null,
      reads: target.readsOnly === true,
    }));
    const notices = [...new Set(writes.flatMap((w) => (w.notice === undefined ? [] : [w.notice])))];
    await rawQuery(db, BUMP, [JSON.stringify(targets), channel, notices]);
    return writes.map(() => undefined);
  };
  return groupCommit<{ target: VersionTarget; notice?: string | undefined }, undefined>({
    runAll: run,
    runOne: async (write) => (await run([write]))[0],
  });
}
