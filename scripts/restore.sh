#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh (pg_dump custom format) into a PostgreSQL database.
#
#   scripts/restore.sh [--force] FILE TARGET_DATABASE_URL
#
# The target database must exist (createdb) and be empty: a database holding any table, view or sequence is
# refused unless --force is given, which drops every object the backup contains before re-creating it
# (objects the backup does not name are left as they are). Ownership is not restored: the objects belong to
# the user of TARGET_DATABASE_URL. Everything runs in one transaction, so a failed restore changes nothing.
# Start the server on the restored database as usual: it applies any migration newer than the backup.
set -euo pipefail
source "$(dirname "$0")/pg-tools.sh"

usage() {
  echo "usage: scripts/restore.sh [--force] FILE TARGET_DATABASE_URL" >&2
  exit 2
}
force=false
args=()
for arg in "$@"; do
  case "$arg" in
    --force) force=true ;;
    -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) usage ;;
    *) args+=("$arg") ;;
  esac
done
[ "${#args[@]}" -eq 2 ] || usage
file=${args[0]}
target=${args[1]}
if [ ! -f "$file" ]; then
  echo "restore.sh: no backup file at $file" >&2
  exit 2
fi

psql=$(pg_tool psql)
pg_restore=$(pg_tool pg_restore)

objects=$("$psql" --no-psqlrc --tuples-only --no-align --quiet --dbname="$target" --command="
  select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'")
clean=()
if [ "$objects" != "0" ]; then
  if [ "$force" != true ]; then
    echo "restore.sh: the target database is not empty ($objects tables, views or sequences); restore into a new database (createdb), or pass --force to replace what the backup contains" >&2
    exit 1
  fi
  clean=(--clean --if-exists)
fi

"$pg_restore" --no-owner --no-privileges --exit-on-error --single-transaction "${clean[@]}" \
  --dbname="$target" "$file"
echo "restored $file ($( [ "$objects" = "0" ] && echo "into an empty database" || echo "over $objects existing objects, --force"))"
