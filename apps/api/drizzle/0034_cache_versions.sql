-- What a process's caches were read at (docs/decisions/0014-cache-versions.md): one counter per user
-- (`u:<id>`: sessions, password, name), per organisation (`o:<id>`: memberships, roles, settings, subscription)
-- and per organisation's cached reads (`r:<id>`: the calculations list). A write bumps the counters of what it
-- changed before its answer leaves; a cached answer is used only while its counters are unchanged.
CREATE TABLE "cache_versions" (
  "key" text PRIMARY KEY NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL
);
